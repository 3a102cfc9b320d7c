import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { RevokedSessions } from './revoked-sessions.ts';
import type { TokenSigner } from './token-signer.ts';

/** What `optionalUser`/`requireUser` run on every call: a valid signature and a live session. */
export function accessTokenVerifier(signer: TokenSigner, revoked: RevokedSessions): AccessTokenVerifier {
  return {
    async verify(token) {
      const user = await signer.verifyAccessToken(token);
      if (!user) return null;
      return (await revoked.isRevoked(user.sessionId)) ? null : user;
    },
  };
}
