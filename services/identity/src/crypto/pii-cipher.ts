import { randomBytes } from 'node:crypto';
import type { EncryptedPii } from '@wine/contracts/identity/encrypted-pii';
import { open, seal } from '@wine/platform/crypto/aes-gcm';
import type { Pool, PoolClient } from '@wine/platform/db/pool';

type Queryable = Pick<Pool | PoolClient, 'query'>;

export type PiiField = 'name' | 'email' | 'phone';

const PREFIX = 'pii:v1:';

/** Encrypts and decrypts one person's fields with their own key. */
export interface PersonalDataKey {
  encrypt(field: PiiField, plaintext: string): EncryptedPii;
  /** The plaintext, or null when there is none or the key is gone (erased). */
  decrypt(field: PiiField, value: EncryptedPii | null | undefined): string | null;
}

/**
 * Crypto-shredding: each person's personal data is encrypted with a data key of their own,
 * kept (wrapped by the master key) in identity_user_keys. Deleting the row makes every copy of
 * their data unreadable, wherever events were copied to.
 */
export class PiiCipher {
  constructor(private readonly masterKey: Buffer) {}

  /** The person's key; `create` makes one on first use (inside the transaction that uses it). */
  async keyOf(db: Queryable, userId: string, { create }: { create: boolean }): Promise<PersonalDataKey> {
    if (create) {
      await db.query(
        'INSERT INTO identity_user_keys (user_id, wrapped_key) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
        [userId, seal(this.masterKey, randomBytes(32), `user-key:${userId}`)],
      );
    }
    return (await this.keysOf(db, [userId])).get(userId) as PersonalDataKey;
  }

  /** Several people's keys in one query (none made): each opens nothing once erased. */
  async keysOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, PersonalDataKey>> {
    const { rows } = await db.query<{ user_id: string; wrapped_key: Buffer }>(
      'SELECT user_id::text, wrapped_key FROM identity_user_keys WHERE user_id = ANY($1)',
      [userIds],
    );
    const wrapped = new Map(rows.map((r) => [r.user_id, r.wrapped_key]));
    return new Map(userIds.map((userId) => [userId, this.keyFrom(userId, wrapped.get(userId))]));
  }

  private keyFrom(userId: string, wrapped: Buffer | undefined): PersonalDataKey {
    const dataKey = wrapped ? open(this.masterKey, wrapped, `user-key:${userId}`) : null;
    return {
      encrypt(field, plaintext) {
        if (!dataKey) throw new Error(`No personal-data key for user ${userId}`);
        return `${PREFIX}${seal(dataKey, Buffer.from(plaintext), `${userId}:${field}`).toString('base64url')}`;
      },
      decrypt(field, value) {
        if (!dataKey || !value) return null;
        const sealed = Buffer.from(value.slice(PREFIX.length), 'base64url');
        return open(dataKey, sealed, `${userId}:${field}`).toString();
      },
    };
  }

  async deleteKey(db: Queryable, userId: string): Promise<void> {
    await db.query('DELETE FROM identity_user_keys WHERE user_id = $1', [userId]);
  }
}
