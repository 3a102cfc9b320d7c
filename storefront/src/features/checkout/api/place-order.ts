import { type CheckoutRequest, OrderSummary } from '@wine/contracts/orders/checkout';
import { adminClient } from '../../../lib/api/clients.ts';

/** POST /api/orders/checkout: the server prices the lines and reserves the bottles. */
export const placeOrder = (request: CheckoutRequest) =>
  adminClient.post('/api/orders/checkout', { body: request, schema: OrderSummary });
