import type { Pool } from '@wine/platform/db/pool';
import { tokenHash } from '../../crypto/one-time-secrets.ts';
import { CHECKOUT_PROOF_LIFETIME_MS } from '../../domain/checkout-sign-in.ts';
import { checkIpRequestCount } from '../../domain/ip-request-limits.ts';
import type { IdentityServices } from '../identity-services.ts';
import { countIpRequest } from '../ip-request-counter.ts';

/**
 * POST /api/auth/checkout-proof: keeps the hash of the proof a tab made before leaving for the
 * bank, under the caller's user id. The checkout may not exist yet (it completes once the bank
 * says so), so nothing about it is checked here: a row registered by anyone but the checkout's
 * buyer is simply never asked for. The same caller registering again replaces its proof (a
 * second try at the bank, from a tab that only keeps the latest).
 */
export async function registerCheckoutProof(
  services: IdentityServices,
  request: { checkoutId: string; userId: string; proof: string; ip: string },
): Promise<void> {
  const now = services.clock();
  checkIpRequestCount('checkout-proof', await countIpRequest(services, 'checkout-proof', request.ip, now));
  await services.pool.query(
    `INSERT INTO identity_checkout_proofs (checkout_id, user_id, proof_hash, expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (checkout_id, user_id)
       DO UPDATE SET proof_hash = EXCLUDED.proof_hash, expires_at = EXCLUDED.expires_at`,
    [
      request.checkoutId,
      request.userId,
      tokenHash(request.proof),
      new Date(now.getTime() + CHECKOUT_PROOF_LIFETIME_MS),
    ],
  );
}

/**
 * Spends the proof the checkout's buyer registered: true once, when `proof` is it and still
 * good. One DELETE, so of two requests presenting it at once only one gets the row.
 */
export async function spendCheckoutProof(
  pool: Pool,
  request: { checkoutId: string; buyerId: string; proof: string; now: Date },
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `DELETE FROM identity_checkout_proofs
      WHERE checkout_id = $1 AND user_id = $2 AND proof_hash = $3 AND expires_at > $4`,
    [request.checkoutId, request.buyerId, tokenHash(request.proof), request.now],
  );
  return rowCount === 1;
}
