import { type CheckoutRequest, OrderSummary } from '@wine/contracts/orders/checkout';
import { adminClient } from '../../../lib/api/clients.ts';
import { deviceId } from '../../../lib/device-id.ts';

/**
 * POST /api/orders/checkout: the server prices the lines and reserves the bottles. The browser's
 * device id goes with it: the guest limit counts per device too (docs/orders.md).
 */
export const placeOrder = (request: CheckoutRequest) =>
  adminClient.post('/api/orders/checkout', {
    body: request,
    headers: { 'x-device-id': deviceId() },
    schema: OrderSummary,
  });
