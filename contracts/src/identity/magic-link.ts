import { z } from 'zod';
import { signInMessages } from '../messages.ts';
import { checkOneContact, contactFields } from './contact-choice.ts';
import { phoneSignInProblem } from './phone-sign-in.ts';
import { CaptchaPayload } from './sign-in-captcha.ts';

/**
 * Spec section 7, generateMagicLink: sends a one-time code to the e-mail or phone, and to an
 * e-mail a magic link too (to the web app when `isWeb`, else to the mobile app). `hideLink`
 * (the spec sends true on every call) means the answer carries no link or token; ours never
 * does, whatever it says. `channel` is what the shell sends beside the e-mail; the key present
 * decides the channel.
 */
export const GenerateMagicLinkRequest = z
  .object({
    ...contactFields,
    isWeb: z.boolean(),
    hideLink: z.boolean(),
    channel: z.enum(['email', 'sms']).optional(),
    /** Ours: the invisible captcha, solved (sign-in-captcha.ts). Nothing is sent without it. */
    captcha: CaptchaPayload,
  })
  .superRefine((request, ctx) => {
    checkOneContact(request, ctx);
    if (request.phone !== undefined && phoneSignInProblem(request.phone) === 'auth/invalid-phone-number') {
      const params = { code: 'auth/invalid-phone-number' };
      ctx.addIssue({ code: 'custom', message: signInMessages.wrongPhoneNumber, path: ['phone'], params });
    }
    const expected = request.email !== undefined ? 'email' : 'sms';
    if (request.channel !== undefined && request.channel !== expected) {
      ctx.addIssue({ code: 'custom', message: `channel must be '${expected}'`, path: ['channel'] });
    }
  })
  .meta({ id: 'GenerateMagicLinkRequest' });
export type GenerateMagicLinkRequest = z.infer<typeof GenerateMagicLinkRequest>;

/**
 * A sign-in code's challenge: 32 random bytes, base64url. Handed only to the client that asked
 * for the code; a try at the code must name it, so nobody else can try, spend or lock that code.
 */
export const SignInChallenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid sign-in challenge')
  .describe("From generateMagicLink's answer: send it back with the code");

/**
 * Spec section 3, "Magic-link response"; the texts are magicLinkMessages. `challenge` is ours
 * (as the spec's provider's phone sign-in hands back a verification id): present whenever a
 * code was issued, to be sent with the code to `/api/auth/link` or `/api/auth/sign-in`.
 */
export const MagicLinkResponse = z
  .object({ success: z.boolean(), message: z.string(), challenge: SignInChallenge.optional() })
  .meta({ id: 'MagicLinkResponse' });
export type MagicLinkResponse = z.infer<typeof MagicLinkResponse>;
