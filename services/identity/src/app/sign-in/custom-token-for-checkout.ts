import { mayCheckoutSignIn } from '../../domain/checkout-sign-in.ts';
import { NoRecentCheckoutError } from '../../domain/identity-errors.ts';
import { checkIpRequestCount } from '../../domain/ip-request-limits.ts';
import { checkoutEmailDigest } from '../../projections/recent-checkouts.ts';
import { recentCheckout } from '../../read/recent-checkouts.ts';
import type { IdentityServices } from '../identity-services.ts';
import { countIpRequest } from '../ip-request-counter.ts';
import { spendProof } from '../spent-proofs.ts';
import { provedEmailOf } from '../users/proved-email.ts';
import { readUser } from '../users/user-streams.ts';
import { spendCheckoutProof } from './checkout-proofs.ts';

/**
 * getCustomTokenForEmail / generateCustomToken: a custom token for the buyer of a checkout
 * completed in the last 15 minutes, asked for with the e-mail that buyer proved and the proof
 * the buyer's tab registered before it left for the bank, once per checkout. The token signs in
 * the user who checked out, never "the account of this e-mail": paying with someone's address
 * proves nothing about owning it, and knowing the order id and the e-mail proves nothing about
 * being the buyer (issue 28). Every refusal is the same 403, whichever part was wrong.
 */
export async function customTokenForCheckout(
  services: IdentityServices,
  request: { email: string; checkoutId: string; proof: string | undefined; ip: string },
): Promise<string> {
  const now = services.clock();
  checkIpRequestCount('custom-token', await countIpRequest(services, 'custom-token', request.ip, now));
  const checkout = await recentCheckout(services.pool, request.checkoutId);
  if (!checkout) throw new NoRecentCheckoutError();
  const buyer = await readUser(services.store, checkout.userId);
  if (buyer.status !== 'active') throw new NoRecentCheckoutError();
  const proved = checkout.emailDigest === null ? await provedEmailOf(services, checkout.userId) : null;
  const buyerEmail = {
    ...checkout,
    emailDigest: checkout.emailDigest ?? (proved && checkoutEmailDigest(proved)),
  };
  if (!mayCheckoutSignIn(buyerEmail, checkoutEmailDigest(request.email), now)) {
    throw new NoRecentCheckoutError();
  }
  // Spent only once everything else matched: a 403 while the checkout's news is on its way
  // (the storefront asks again) leaves the buyer's proof for the next try.
  const { proof, checkoutId } = request;
  if (
    !proof ||
    !(await spendCheckoutProof(services.pool, { checkoutId, buyerId: checkout.userId, proof, now }))
  ) {
    throw new NoRecentCheckoutError();
  }
  const spendableUntil = new Date(checkout.completedAt.getTime() + 24 * 60 * 60_000);
  if (!(await spendProof(services.pool, `checkout:${request.checkoutId}`, spendableUntil))) {
    throw new NoRecentCheckoutError();
  }
  const { token } = await services.signer.customToken(checkout.userId);
  services.logger.info({ userId: checkout.userId }, 'custom token issued after checkout');
  return token;
}
