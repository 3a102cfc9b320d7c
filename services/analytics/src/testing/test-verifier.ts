import type { AccessTokenVerifier } from '@wine/platform/http/auth';

/**
 * Stands for identity's verifier (the gateway runs `optionalUser` on every route): the token
 * `user.<id>` proves user `<id>`, anything else is refused, as an expired token would be.
 */
export const testVerifier: AccessTokenVerifier = {
  verify: async (token) =>
    token.startsWith('user.') ? { userId: token.slice(5), isAnonymous: false, sessionId: 'test' } : null,
};

/** The bearer token `testVerifier` takes as proving `userId`. */
export const tokenOf = (userId: string) => `user.${userId}`;

/** The Authorization header of a call by `userId`. */
export const bearerOf = (userId: string) => ({ authorization: `Bearer ${tokenOf(userId)}` });
