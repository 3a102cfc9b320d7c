import { OrderEmailResult, type PostCheckoutRequest } from '@wine/contracts/orders/post-checkout';
import { adminClient } from '../../../lib/api/clients.ts';

/** POST /api/orders/post-checkout: the paid order's last step; the confirmation goes to the buyer's proved e-mail. */
export const completeCheckout = (request: PostCheckoutRequest) =>
  adminClient.post('/api/orders/post-checkout', { body: request, schema: OrderEmailResult });
