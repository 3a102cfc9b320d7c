import type { Contact } from '@wine/contracts/identity/contact-choice';
import type { Pool, PoolClient } from '@wine/platform/db/pool';
import { streamId } from '@wine/platform/event-store/stream-id';

type Queryable = Pick<Pool | PoolClient, 'query'>;

/** The lock name that serialises every link of one address (see onUsers' extraLocks). */
export const credentialLock = (contactHash: string) => streamId('identity', 'credential', contactHash);

/** The account that proved this address, if any. */
export async function credentialOwner(db: Queryable, contactHash: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM identity_credentials WHERE contact_hash = $1',
    [contactHash],
  );
  return rows[0]?.user_id;
}

export async function recordCredential(
  db: Queryable,
  contactHash: string,
  contact: Contact,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO identity_credentials (contact_hash, user_id, kind, linked_at) VALUES ($1, $2, $3, $4)',
    [contactHash, userId, contact.kind, now],
  );
}

/** The user's look-up rows, deleted; returns their hashes (to clear codes sent to them too). */
export async function forgetCredentials(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ contact_hash: string }>(
    'DELETE FROM identity_credentials WHERE user_id = $1 RETURNING contact_hash',
    [userId],
  );
  return rows.map((r) => r.contact_hash);
}
