import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte key for one purpose, derived from a configured secret (HKDF-SHA256), so one secret
 * serves several uses without a key ever doing two jobs.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'wine-identity', purpose, 32));
}
