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
    const { rows } = await db.query<{ wrapped_key: Buffer }>(
      'SELECT wrapped_key FROM identity_user_keys WHERE user_id = $1',
      [userId],
    );
    const wrapped = rows[0]?.wrapped_key;
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
