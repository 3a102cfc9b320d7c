import { z } from 'zod';
import { UserView } from './user-view.ts';

/**
 * What every sign-in answers with. The access token (a JWT, 15 minutes) goes in
 * `Authorization: Bearer`; the refresh token (opaque, single use) buys the next pair from
 * POST /api/auth/refresh. See docs/identity.md.
 */
export const AuthSession = z
  .object({
    tokenType: z.literal('Bearer'),
    accessToken: z.string(),
    accessTokenExpiresAt: z.iso.datetime({ offset: true }),
    refreshToken: z.string(),
    refreshTokenExpiresAt: z.iso.datetime({ offset: true }),
    user: UserView,
  })
  .meta({ id: 'AuthSession' });
export type AuthSession = z.infer<typeof AuthSession>;

/**
 * How a proof (code, magic link, custom token) ended: the guest became registered under its
 * own id (`linked`), or the credential's existing account was signed in to (`signed-in`),
 * taking over the guest's cart and orders when there was a guest (`guest-claimed`).
 */
export const SignInOutcome = z.enum(['linked', 'signed-in', 'guest-claimed']);
export type SignInOutcome = z.infer<typeof SignInOutcome>;

export const SignInResponse = AuthSession.extend({ outcome: SignInOutcome }).meta({ id: 'SignInResponse' });
export type SignInResponse = z.infer<typeof SignInResponse>;
