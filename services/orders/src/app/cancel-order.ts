import type { EventMetadata } from '@wine/contracts/event-envelope';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import type { PlacedOrder } from '../domain/order.ts';
import { PaymentInProgressError } from '../domain/order-errors.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { loadOrder } from './decide-on-order.ts';
import type { PaymentDeps } from './payment-port.ts';
import { refundPayment } from './refund-payment.ts';

/**
 * The customer cancels an order before it is sent: refunded first (keyed by the payment, so a
 * retried cancellation never refunds twice), then cancelled with its bottles back on sale in one
 * transaction. Not while a payment is in flight: its outcome would be lost.
 */
export async function cancelOrder(
  deps: PaymentDeps,
  input: { orderId: string; userId: string },
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const order = await loadOrder(deps.store, input.orderId);
  if (order.userId !== input.userId) throw new NotFoundError(`Order ${input.orderId} not found`, input);
  if (!canTransition(order.status, 'CANCELLED')) {
    throw new IllegalStateError(`An order that is ${order.status} cannot be cancelled`, {
      orderId: order.orderId,
      status: order.status,
    });
  }
  if (order.payment.open) throw new PaymentInProgressError(order.orderId, order.payment.open.attempt);
  const paid = order.payment.paidBy;
  if (paid && !order.payment.refunded.includes(paid)) {
    const refund = {
      order,
      paymentIntentId: paid,
      amountPence: order.totals.totalPence,
      reason: 'cancelled',
    } as const;
    await refundPayment(deps, refund, metadata);
  }
  const now = deps.clock().toISOString();
  return changeOrderStatus(deps.store, { orderId: order.orderId, to: 'CANCELLED', now }, metadata);
}
