import { z } from 'zod';
import { signInMessages } from '../messages.ts';
import { checkOneContact, contactFields } from './contact-choice.ts';
import { phoneSignInProblem } from './phone-sign-in.ts';

/**
 * Spec section 7, generateMagicLink: sends a one-time code to the e-mail or phone, and with
 * `hideLink: false` a magic link too (to the web app when `isWeb`, else to the mobile app).
 * `channel` is what the shell sends beside the e-mail; the key present decides the channel.
 */
export const GenerateMagicLinkRequest = z
  .object({
    ...contactFields,
    isWeb: z.boolean(),
    hideLink: z.boolean(),
    channel: z.enum(['email', 'sms']).optional(),
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

/** Spec section 3, "Magic-link response"; the texts are magicLinkMessages. */
export const MagicLinkResponse = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'MagicLinkResponse' });
export type MagicLinkResponse = z.infer<typeof MagicLinkResponse>;
