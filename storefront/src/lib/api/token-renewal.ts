import { isSignInRequiredDetails } from '@wine/contracts/errors';
import { isApiError } from './api-error.ts';
import { authCodeOf } from './auth-code.ts';
import type { TokenProvider, TokenRenewer } from './token-provider.ts';

/**
 * A 401 that says the bearer token is no good (missing, expired, revoked). A sign-in refused
 * for a wrong code is a 401 too, but carries an authCode: renewing the token would not help,
 * and retrying would spend another of the code's few tries. Nor would it help a guest refused
 * what is for signed-in people (the drop, an investment wine): their token is good.
 */
export const isTokenRejection = (error: unknown): boolean =>
  isApiError(error) && error.status === 401 && authCodeOf(error) === undefined && !isSignInRequired(error);

/** A guest's good token refused something kept to signed-in people (spec section 6). */
export const isSignInRequired = (error: unknown): boolean =>
  isApiError(error) && error.status === 401 && isSignInRequiredDetails(error.details);

/** Sends with the current token; on a token rejection renews it and retries exactly once. */
export async function withTokenRenewal<T>(
  getToken: TokenProvider,
  renewToken: TokenRenewer | undefined,
  send: (token: string | undefined) => Promise<T>,
): Promise<T> {
  const token = await getToken();
  try {
    return await send(token);
  } catch (error) {
    if (!renewToken || !isTokenRejection(error)) throw error;
    const renewed = await renewToken(token);
    if (renewed === undefined || renewed === token) throw error;
    return send(renewed);
  }
}
