import { z } from 'zod';
import { EmailAddress } from './contact.ts';

/**
 * Spec section 7, getCustomTokenForEmail (POST body) and generateCustomToken (GET query): a
 * one-time token that signs the buyer in after a checkout. Identity hands it out only for a
 * checkout completed in the last 15 minutes, for the e-mail it was completed with, once.
 * `isWeb` is accepted for the spec's clients; the token is the same for web and app.
 */
export const CustomTokenRequest = z
  .object({ email: EmailAddress, isWeb: z.boolean(), checkoutId: z.uuid() })
  .meta({ id: 'CustomTokenRequest' });
export type CustomTokenRequest = z.infer<typeof CustomTokenRequest>;

export const CustomTokenQuery = z.object({
  email: EmailAddress,
  isWeb: z.enum(['true', 'false']).optional(),
  checkoutId: z.uuid(),
});

export const CustomTokenResponse = z.object({ customToken: z.string() }).meta({ id: 'CustomTokenResponse' });
export type CustomTokenResponse = z.infer<typeof CustomTokenResponse>;
