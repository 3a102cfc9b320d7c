import { randomBytes } from 'node:crypto';
import type { EncryptedPii } from '@wine/contracts/identity/encrypted-pii';
import { SupportMessageText } from '@wine/contracts/messaging/messaging-events';
import { open, seal } from '@wine/platform/crypto/aes-gcm';
import type { Pool } from '@wine/platform/db/pool';

const PREFIX = 'pii:v1:';

/**
 * Crypto-shredding for the support form: each message's text is sealed with a key of its own,
 * kept (wrapped by `masterKey`) beside its sender's id. Erasing the sender deletes the keys, and
 * every copy of what they typed, in the log, in Kafka and in backups, becomes unreadable.
 */
export class SupportTextKeys {
  constructor(
    private readonly pool: Pool,
    private readonly masterKey: Buffer,
  ) {}

  /** Seals the text with the message's key, made on first use: a retried request reuses it. */
  async seal(messageId: string, senderId: string | null, text: SupportMessageText): Promise<EncryptedPii> {
    await this.pool.query(
      `INSERT INTO messaging_support_keys (message_id, sender_id, wrapped_key) VALUES ($1, $2, $3)
       ON CONFLICT (message_id) DO NOTHING`,
      [messageId, senderId, seal(this.masterKey, randomBytes(32), `support-key:${messageId}`)],
    );
    const key = await this.keyOf(messageId);
    if (!key) throw new Error(`The key of support message ${messageId} is gone`);
    const sealed = seal(key, Buffer.from(JSON.stringify(text)), `support-text:${messageId}`);
    return `${PREFIX}${sealed.toString('base64url')}`;
  }

  /** The text, or null when its key was deleted (the sender's data was erased). */
  async open(messageId: string, sealed: EncryptedPii): Promise<SupportMessageText | null> {
    const key = await this.keyOf(messageId);
    if (!key) return null;
    const plaintext = open(
      key,
      Buffer.from(sealed.slice(PREFIX.length), 'base64url'),
      `support-text:${messageId}`,
    );
    return SupportMessageText.parse(JSON.parse(plaintext.toString()));
  }

  /** Makes every message the sender wrote unreadable. */
  async shred(senderId: string): Promise<void> {
    await this.pool.query('DELETE FROM messaging_support_keys WHERE sender_id = $1', [senderId]);
  }

  /** A guest's messages follow it into the account that claimed it, so erasing that account reaches them. */
  async moveSender(fromId: string, toId: string): Promise<void> {
    await this.pool.query('UPDATE messaging_support_keys SET sender_id = $2 WHERE sender_id = $1', [
      fromId,
      toId,
    ]);
  }

  private async keyOf(messageId: string): Promise<Buffer | null> {
    const { rows } = await this.pool.query<{ wrapped_key: Buffer }>(
      'SELECT wrapped_key FROM messaging_support_keys WHERE message_id = $1',
      [messageId],
    );
    const wrapped = rows[0]?.wrapped_key;
    return wrapped ? open(this.masterKey, wrapped, `support-key:${messageId}`) : null;
  }
}
