import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import type { PlacedOrder } from './order.ts';
import type { CancelOrder } from './order-commands.ts';
import { PaymentInProgressError } from './order-errors.ts';
import { statusChange } from './status-change.ts';

/** The refund a paid order is owed, unless it is already asked for or made. */
export function refundOwed(
  order: PlacedOrder,
  paymentIntentId: string,
  amountPence: number,
  reason: 'cancelled' | 'duplicate' | 'mismatch',
  now: string,
): OrderEvent[] {
  const { refunded, refundsRequested } = order.payment;
  if (refunded.includes(paymentIntentId) || refundsRequested.includes(paymentIntentId)) return [];
  return [
    {
      type: 'RefundRequested',
      data: { orderId: order.orderId, paymentIntentId, amountPence, reason, requestedAt: now },
    },
  ];
}

/**
 * The customer (or the erasure of their account) cancels an order before it is sent. Decided
 * under the order's lock, before any money moves: the refund a paid order is owed is recorded in
 * the same decision and performed afterwards, once, by an effect. So a dispatch decided first
 * makes the cancellation fail with nothing refunded, and one decided after finds it cancelled.
 * Not while a payment is in flight: its outcome would be lost.
 */
export function cancelOrder({ data, metadata }: CancelOrder, order: PlacedOrder): OrderEvent[] {
  // Someone else's order looks like no order at all.
  if (data.userId !== null && order.userId !== data.userId) {
    throw new NotFoundError(`Order ${data.orderId} not found`, { orderId: data.orderId });
  }
  if (!canTransition(order.status, data.to)) {
    throw new IllegalStateError(`An order that is ${order.status} cannot be cancelled`, {
      orderId: order.orderId,
      status: order.status,
    });
  }
  if (order.payment.open) throw new PaymentInProgressError(order.orderId, order.payment.open.attempt);
  const paid = order.payment.paidBy;
  const refund = paid ? refundOwed(order, paid, order.totals.totalPence, 'cancelled', metadata.now) : [];
  return [...refund, statusChange(order, data.to, metadata.now)];
}
