import { z } from 'zod';

/**
 * Issue 28: the proof that a custom token after checkout is asked for by the browser tab that
 * checked out, not by whoever learnt the order id and the buyer's e-mail. The tab makes 32
 * random bytes (base64url, 43 characters) before it leaves for the bank, keeps them in its
 * sessionStorage and registers them with identity under its own session; identity keeps only
 * their hash, for a day, and spends them on the one custom token they buy.
 */
export const CheckoutProof = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid checkout proof');
export type CheckoutProof = z.infer<typeof CheckoutProof>;

/** POST /api/auth/checkout-proof: registers the tab's proof for a checkout, as its caller. */
export const CheckoutProofRequest = z
  .object({ checkoutId: z.uuid(), proof: CheckoutProof })
  .meta({ id: 'CheckoutProofRequest' });
export type CheckoutProofRequest = z.infer<typeof CheckoutProofRequest>;
