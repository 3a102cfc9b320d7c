import type { LoginCheckResponse } from '@wine/contracts/identity/auth-requests';
import { signInMessages } from '@wine/contracts/messages';
import { isApiError } from '../../lib/api/api-error.ts';

/**
 * Spec section 8: "Login check failure returns exists false with the server errorMessage, or
 * 'User doesn't exist' on 404". Any other failure is no answer (undefined): the check could not
 * be made, and that must not keep anyone from signing in.
 */
export function loginCheckAnswer(error: unknown): LoginCheckResponse | undefined {
  if (!isApiError(error) || error.status !== 404) return undefined;
  return { exists: false, errorMessage: error.serverMessage ?? signInMessages.userDoesNotExist };
}
