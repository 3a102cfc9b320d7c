import { createHash, randomBytes, randomInt } from 'node:crypto';
import { oneTimeCodeLength } from '@wine/contracts/identity/one-time-code';

// Letters and digits a person will not misread (no 0/O, 1/I/L): 31^8 is about 8.5e11 codes.
const EMAIL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** oneTimeCodeLength.phone)).padStart(oneTimeCodeLength.phone, '0');
}

export function newEmailCode(): string {
  return Array.from(
    { length: oneTimeCodeLength.email },
    () => EMAIL_CODE_ALPHABET[randomInt(EMAIL_CODE_ALPHABET.length)],
  ).join('');
}

/** E-mail codes are shown in capitals; a person may type them in either case. */
export const canonicalCode = (code: string): string => code.trim().toUpperCase();

/** 256 random bits, base64url (43 characters): magic links and refresh tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

// A plain hash suffices for 256 random bits: there is nothing to guess.
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
