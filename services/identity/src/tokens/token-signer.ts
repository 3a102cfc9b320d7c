import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'wine-identity';
// Distinct audiences: a custom token can never pass as an access token, nor the reverse.
const ACCESS_AUDIENCE = 'wine-api';
const CUSTOM_AUDIENCE = 'wine-identity/custom-token';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A custom token is exchanged at once by the page that asked for it. */
export const CUSTOM_TOKEN_TTL_SECONDS = 5 * 60;

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

export interface CustomTokenClaims {
  userId: string;
  tokenId: string;
  expiresAt: Date;
}

/** Makes and checks identity's JWTs (HS256): access tokens and custom tokens. */
export class TokenSigner {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: () => Date,
  ) {}

  accessToken(user: AuthenticatedUser): Promise<SignedToken> {
    return this.sign(
      { anon: user.isAnonymous, sid: user.sessionId },
      user.userId,
      ACCESS_AUDIENCE,
      ACCESS_TOKEN_TTL_SECONDS,
    );
  }

  async verifyAccessToken(token: string): Promise<AuthenticatedUser | null> {
    const payload = await this.verify(token, ACCESS_AUDIENCE);
    if (!payload || typeof payload.anon !== 'boolean' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, isAnonymous: payload.anon, sessionId: payload.sid };
  }

  async customToken(userId: string): Promise<SignedToken & { tokenId: string }> {
    const tokenId = randomUUID();
    const signed = await this.sign({ jti: tokenId }, userId, CUSTOM_AUDIENCE, CUSTOM_TOKEN_TTL_SECONDS);
    return { ...signed, tokenId };
  }

  async verifyCustomToken(token: string): Promise<CustomTokenClaims | null> {
    const payload = await this.verify(token, CUSTOM_AUDIENCE);
    if (!payload || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  }

  private async sign(
    claims: Record<string, unknown>,
    subject: string,
    audience: string,
    ttlSeconds: number,
  ): Promise<SignedToken> {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const expiresAt = issuedAt + ttlSeconds;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  private async verify(token: string, audience: string): Promise<(JWTPayload & { sub: string }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: this.clock(),
      });
      return typeof payload.sub === 'string' ? (payload as JWTPayload & { sub: string }) : null;
    } catch (error) {
      // A bad or expired token is an answer (null), not a failure; anything else is a bug.
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
