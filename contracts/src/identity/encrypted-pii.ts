import { z } from 'zod';

/**
 * A personal-data field (name, e-mail, phone) as it is stored in identity's events: encrypted
 * with the person's own key (AES-256-GCM). Deleting that key makes every copy unreadable, in the
 * log, in Kafka and in backups alike (crypto-shredding); see docs/identity.md.
 */
export const EncryptedPii = z
  .string()
  .regex(/^pii:v1:[A-Za-z0-9_-]+$/, 'must be an encrypted personal-data field');
export type EncryptedPii = z.infer<typeof EncryptedPii>;
