/** How long after a checkout its buyer may be signed in by custom token. */
export const CHECKOUT_SIGN_IN_WINDOW_MS = 15 * 60_000;
/**
 * How long the proof a tab registers before it leaves for the bank stays good: a day, well past
 * any bank's page and the 15 minutes after the checkout (issue 28).
 */
export const CHECKOUT_PROOF_LIFETIME_MS = 24 * 60 * 60_000;
// The orders service's clock may run a little ahead of ours.
const CLOCK_SKEW_MS = 60_000;

export interface CompletedCheckout {
  /** The buyer's e-mail: the one proved to us, or (early checkouts) the one the checkout named. */
  emailDigest: string | null;
  completedAt: Date;
}

/**
 * getCustomTokenForEmail's rule: a token only for a checkout that exists, whose buyer has this
 * e-mail, completed only just now. Never for an e-mail alone.
 */
export function mayCheckoutSignIn(
  checkout: CompletedCheckout | undefined,
  emailDigest: string,
  now: Date,
): boolean {
  if (!checkout || checkout.emailDigest === null || checkout.emailDigest !== emailDigest) return false;
  const age = now.getTime() - checkout.completedAt.getTime();
  return age >= -CLOCK_SKEW_MS && age < CHECKOUT_SIGN_IN_WINDOW_MS;
}
