import { z } from 'zod';
import { signInMessages } from '../messages.ts';
import { checkOneContact, contactFields, contactOf } from './contact-choice.ts';
import { UserId } from './identity-events.ts';
import { SignInChallenge } from './magic-link.ts';
import { oneTimeCodeProblem } from './one-time-code.ts';

/**
 * Sign-in or linking by a one-time code: `{ email, code, challenge }` or `{ phone, code,
 * challenge }`, the challenge generateMagicLink answered with that code.
 */
export const CodeSignInRequest = z
  .object({ ...contactFields, code: z.string().trim().max(16), challenge: SignInChallenge })
  .superRefine((request, ctx) => {
    checkOneContact(request, ctx);
    const contact = contactOf(request);
    if (contact?.kind === 'phone' && request.code === '') {
      const params = { code: 'auth/missing-verification-code' };
      ctx.addIssue({ code: 'custom', message: signInMessages.invalidCode, path: ['code'], params });
      return;
    }
    const problem = contact && oneTimeCodeProblem(contact.kind, request.code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['code'] });
  })
  .meta({ id: 'CodeSignInRequest' });
export type CodeSignInRequest = z.infer<typeof CodeSignInRequest>;

/** A magic link's token: 32 random bytes, base64url. */
export const MagicLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid magic link');

export const MagicLinkSignInRequest = z
  .object({ token: MagicLinkToken })
  .meta({ id: 'MagicLinkSignInRequest' });
export type MagicLinkSignInRequest = z.infer<typeof MagicLinkSignInRequest>;

const OpaqueToken = z.string().min(20).max(4096);

export const RefreshRequest = z.object({ refreshToken: OpaqueToken }).meta({ id: 'RefreshRequest' });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const SignOutRequest = z
  .object({ refreshToken: OpaqueToken.optional() })
  .meta({ id: 'SignOutRequest' });
export type SignOutRequest = z.infer<typeof SignOutRequest>;

export const CustomTokenSignInRequest = z
  .object({ customToken: OpaqueToken })
  .meta({ id: 'CustomTokenSignInRequest' });
export type CustomTokenSignInRequest = z.infer<typeof CustomTokenSignInRequest>;

/** Spec section 7, POST /api/auth/user: the storefront registers its guest in the backend. */
export const RegisterGuestRequest = z
  .object({ appUserId: UserId, isAnonymous: z.literal(true) })
  .meta({ id: 'RegisterGuestRequest' });

/** Spec section 7, PUT /api/auth/user: the storefront reports its user is no longer anonymous. */
export const ConfirmRegisteredRequest = z
  .object({ appUserId: UserId, isAnonymous: z.literal(false) })
  .meta({ id: 'ConfirmRegisteredRequest' });

export const AppUserResponse = z
  .object({ appUserId: UserId, isAnonymous: z.boolean() })
  .meta({ id: 'AppUserResponse' });
export type AppUserResponse = z.infer<typeof AppUserResponse>;

/** POST /api/auth/login-check: is there an account for this e-mail or phone? */
export const LoginCheckRequest = z
  .object(contactFields)
  .superRefine(checkOneContact)
  .meta({ id: 'LoginCheckRequest' });
export type LoginCheckRequest = z.infer<typeof LoginCheckRequest>;

export const LoginCheckResponse = z
  .object({ exists: z.boolean(), errorMessage: z.string().optional() })
  .meta({ id: 'LoginCheckResponse' });
export type LoginCheckResponse = z.infer<typeof LoginCheckResponse>;

export const MemberCheckRequest = z.object({ appUserId: UserId }).meta({ id: 'MemberCheckRequest' });
export const MemberCheckResponse = z.object({ isMember: z.boolean() }).meta({ id: 'MemberCheckResponse' });
export type MemberCheckResponse = z.infer<typeof MemberCheckResponse>;
