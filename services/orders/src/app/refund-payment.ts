import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { PlacedOrder } from '../domain/order.ts';
import { decideOnOrder } from './decide-on-order.ts';
import type { PaymentDeps } from './payment-port.ts';

/**
 * Gives a payment back and records it on the order. The provider's key is the payment's, so a
 * refund asked twice (a retry, a redelivered webhook) is one refund.
 */
export async function refundPayment(
  deps: PaymentDeps,
  refund: {
    order: PlacedOrder;
    paymentIntentId: string;
    amountPence: number;
    reason: 'cancelled' | 'duplicate' | 'mismatch';
  },
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const { order, paymentIntentId, amountPence, reason } = refund;
  await deps.provider.refund(paymentIntentId, `refund-${paymentIntentId}`);
  deps.logger.warn({ orderId: order.orderId, paymentIntentId, reason }, 'payment refunded');
  const data = { orderId: order.orderId, paymentIntentId, amountPence, reason };
  const now = deps.clock().toISOString();
  return (await decideOnOrder(deps.store, { type: 'RecordRefund', data, metadata: { now } }, metadata)).order;
}
