import { createHmac } from 'node:crypto';
import type { ContactKind } from '@wine/contracts/identity/contact';

/**
 * Keyed hashes (HMAC-SHA256) that let identity find a row by an address, an IP or a code
 * without storing any of them. Keyed, because e-mails, phone numbers and 6-digit codes are
 * few enough to guess through a plain hash.
 */
export class LookupHasher {
  constructor(private readonly key: Buffer) {}

  /** An address, normalised by the caller (normalizeEmail / normalizePhone). */
  contact(kind: ContactKind, normalized: string): string {
    return this.hash(`contact:${kind}:${normalized}`);
  }

  ip(ip: string): string {
    return this.hash(`ip:${ip}`);
  }

  /** A code, bound to the address it was sent to and the challenge it was issued under. */
  code(destinationHash: string, challengeHash: string, code: string): string {
    return this.hash(`code:${destinationHash}:${challengeHash}:${code}`);
  }

  private hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }
}
