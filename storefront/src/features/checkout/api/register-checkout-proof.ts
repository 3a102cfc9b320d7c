import type { CheckoutProofRequest } from '@wine/contracts/identity/checkout-proof';
import { adminClient } from '../../../lib/api/clients.ts';

/** POST /api/auth/checkout-proof: identity keeps this tab's proof for the checkout, as this session's. */
export const registerCheckoutProof = (request: CheckoutProofRequest) =>
  adminClient.post('/api/auth/checkout-proof', { body: request });
