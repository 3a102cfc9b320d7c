import type { AuthErrorCode } from '@wine/contracts/identity/auth-error-code';

/** The phone codes of section 8 a provider's refusal of a number turns into. */
export type PhoneRefusal = Extract<
  AuthErrorCode,
  'auth/invalid-phone-number' | 'auth/admin-restricted-operation' | 'auth/unknown'
>;

// Twilio's error codes (twilio.com/docs/api/errors) about the number a message was sent to.
const INVALID_NUMBER = new Set([21211, 21217, 21614]);
const REGION_NOT_ENABLED = new Set([21408]);
// About our own account or sender, not the shopper's number: an outage of ours, never "wrong number".
const OUR_SETUP = new Set([20003, 20005, 21212, 21606, 21659]);

/**
 * What a provider's answer to a message says about the number: invalid, outside the regions we
 * may send to, or refused for a reason it does not name (a number that opted out, a landline):
 * auth/unknown. Null when the fault is the provider's or ours (an outage, our credentials): the
 * shopper's number is not to blame, and the send is only reported undelivered.
 */
export function phoneRefusalOf(status: number, errorCode: number | undefined): PhoneRefusal | null {
  if (status < 400 || status >= 500 || status === 401 || status === 403 || status === 429) return null;
  if (errorCode === undefined || OUR_SETUP.has(errorCode)) return null;
  if (INVALID_NUMBER.has(errorCode)) return 'auth/invalid-phone-number';
  if (REGION_NOT_ENABLED.has(errorCode)) return 'auth/admin-restricted-operation';
  return 'auth/unknown';
}
