import { z } from 'zod';

/**
 * What went wrong in a sign-in call, in the identity provider's vocabulary the spec's clients
 * already map to texts (contracts/messages: phoneSignInErrorMessage, oneTimeCodeErrorMessage).
 * Identity's error answers carry it as `error.details.authCode`, beside the envelope's code.
 */
export const AuthErrorCode = z.enum([
  /** A phone code that is wrong, already used or never sent. */
  'auth/invalid-verification-code',
  /** An e-mail code that is wrong, already used or never sent. */
  'auth/invalid-credential',
  'auth/code-expired',
  /** A magic link or custom token that is unknown, used or expired. */
  'auth/invalid-action-code',
  'auth/too-many-requests',
  'auth/user-not-found',
  /** The e-mail or phone already belongs to another account (sign-up). */
  'auth/credential-already-in-use',
  /** An account operations made inactive: no session until it is active again. */
  'auth/user-disabled',
  /** A phone number no network could ring (spec section 8: 'Wrong phone number. Please, check it'). */
  'auth/invalid-phone-number',
  /** A real phone number outside the regions sign-in codes are sent to (same text). */
  'auth/admin-restricted-operation',
  /** A number the SMS provider refused for a reason it does not name, e.g. one that opted out (same text). */
  'auth/unknown',
  /** A phone sign-in with no code at all (spec section 8: 'Invalid code. Check again'). */
  'auth/missing-verification-code',
  'custom/no-current-user',
  'custom/user-not-anonymous',
]);
export type AuthErrorCode = z.infer<typeof AuthErrorCode>;

export const AuthErrorDetails = z.object({ authCode: AuthErrorCode });
export type AuthErrorDetails = z.infer<typeof AuthErrorDetails>;
