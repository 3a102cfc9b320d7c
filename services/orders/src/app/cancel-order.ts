import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { PlacedOrder } from '../domain/order.ts';
import { decideReleasing } from './change-order-status.ts';
import type { PaymentDeps } from './payment-port.ts';

/**
 * cancelOrder: decided first, acted on after. The cancellation and the refund a paid order is
 * owed are recorded together under the order's lock (domain/cancellation.ts), its bottles go back
 * on sale in the same transaction, and the orders-refund-payment effect gives the money back once.
 */
export function cancelOrder(
  deps: Pick<PaymentDeps, 'store' | 'clock'>,
  input: { orderId: string; userId: string },
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const { orderId, userId } = input;
  const now = deps.clock().toISOString();
  return decideReleasing(
    deps.store,
    { type: 'CancelOrder', data: { orderId, userId, to: 'CANCELLED' }, metadata: { now } },
    metadata,
  );
}
