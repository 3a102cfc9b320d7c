import type { LoginCheckResponse } from '@wine/contracts/identity/auth-requests';
import { signInMessages } from '@wine/contracts/messages';
import { isApiError } from '../../lib/api/api-error.ts';

/** The login check's answer when the call failed; `noAccount` only for its 404. */
export interface FailedLoginCheck extends LoginCheckResponse {
  exists: false;
  errorMessage: string;
  /** The 404: there is no account, and one may be created. Otherwise the check itself failed. */
  noAccount: boolean;
}

/**
 * Spec section 8: "Login check failure returns exists false with the server errorMessage, or
 * 'User doesn't exist' on 404". Any failure, a refusal (403, 429), a server error or no answer
 * at all, is exists false with the server's text (else the failure's own): shown to the person,
 * and sign-in does not go on (issue 36, rule 2).
 */
export function loginCheckAnswer(error: unknown): FailedLoginCheck | undefined {
  if (!isApiError(error)) return undefined;
  const noAccount = error.status === 404;
  const fallback = noAccount ? signInMessages.userDoesNotExist : error.message;
  return { exists: false, errorMessage: error.serverMessage ?? fallback, noAccount };
}
