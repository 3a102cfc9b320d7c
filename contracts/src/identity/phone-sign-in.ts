import type { AuthErrorCode } from './auth-error-code.ts';
import { normalizePhone } from './contact.ts';

// E.164: a country code (never starting with 0) and at most 15 digits in all; fewer than 8 is
// no real subscriber number anywhere.
const international = /^\+[1-9]\d{7,14}$/;
// A UK national number: 0 and ten digits (the spec's default region is GB).
const ukNational = /^0\d{10}$/;
// The shop sells in the UK only, so sign-in codes go by SMS to UK numbers only.
const SMS_CALLING_CODE = '+44';

/**
 * Spec section 8's phone provider errors, decided before a code is sent: a number no network
 * could ring is auth/invalid-phone-number; a real number outside the regions codes are sent to
 * is auth/admin-restricted-operation. Both show 'Wrong phone number. Please, check it'.
 * Undefined for a number a code may go to.
 */
export function phoneSignInProblem(phone: string): AuthErrorCode | undefined {
  const normalized = normalizePhone(phone);
  if (ukNational.test(normalized)) return undefined;
  if (!international.test(normalized)) return 'auth/invalid-phone-number';
  return normalized.startsWith(SMS_CALLING_CODE) ? undefined : 'auth/admin-restricted-operation';
}
