import { z } from 'zod';
import { CheckoutProof } from './checkout-proof.ts';
import { EmailAddress } from './contact.ts';

/**
 * Spec section 7, getCustomTokenForEmail (POST body) and generateCustomToken (GET query): a
 * one-time token that signs the buyer in after a checkout. Identity hands it out only for a
 * checkout completed in the last 15 minutes, for the e-mail it was completed with, once, and
 * only with the `proof` the buying tab registered (checkout-proof.ts). Without it the answer is
 * the same 403 as for a wrong e-mail, so the field is optional: the spec's clients that never
 * registered one are refused like any stranger, not told which part was missing.
 * `isWeb` is accepted for the spec's clients; the token is the same for web and app.
 */
export const CustomTokenRequest = z
  .object({ email: EmailAddress, isWeb: z.boolean(), checkoutId: z.uuid(), proof: CheckoutProof.optional() })
  .meta({ id: 'CustomTokenRequest' });
export type CustomTokenRequest = z.infer<typeof CustomTokenRequest>;

export const CustomTokenQuery = z.object({
  email: EmailAddress,
  isWeb: z.enum(['true', 'false']).optional(),
  checkoutId: z.uuid(),
  proof: CheckoutProof.optional(),
});

export const CustomTokenResponse = z.object({ customToken: z.string() }).meta({ id: 'CustomTokenResponse' });
export type CustomTokenResponse = z.infer<typeof CustomTokenResponse>;
