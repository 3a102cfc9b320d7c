import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import type { PlacedOrder } from './order.ts';
import type { ReportPaymentReview } from './order-commands.ts';
import { statusChange } from './status-change.ts';

/** Whether the payment that pays (or is paying) the order is held in the provider's review. */
export const inReview = (order: PlacedOrder, paymentIntentId: string | null = order.payment.paidBy) =>
  order.payment.review?.open === true && order.payment.review.paymentIntentId === paymentIntentId;

/** Where a paid order goes on once nothing holds it: waiting for missing bottles, or in storage. */
export const storedStatusOf = (order: PlacedOrder): OrderStatus =>
  order.awaitingStock.length > 0 ? 'PAID_AWAITING_STOCK' : 'PAID_IN_STORAGE';

const REFUNDED_REASONS = ['refunded', 'refunded_as_fraud'];

/**
 * Stripe Radar's review of a payment naming the order (docs/orders.md, "Paid not processed").
 * Opened: a paid order stops, 'Paid not processed', and cannot be sent; an order not paid yet
 * records it, and its payment will stop there. Approved: the order goes on where it would have.
 * Refunded (the provider gave the money back): the refund is recorded, and the caller cancels the
 * order. A report seen before (the same review, redelivered or out of order) changes nothing; a
 * review of a payment that does not pay the order (a duplicate, refunded anyway) is ignored.
 */
export function reportPaymentReview(
  { data, metadata }: ReportPaymentReview,
  order: PlacedOrder,
): OrderEvent[] {
  const { orderId, paymentIntentId, reviewId } = data;
  const { paidBy, review } = order.payment;
  if (paidBy !== null && paidBy !== paymentIntentId) return [];
  const known = review?.reviewId === reviewId;
  const now = metadata.now;
  if (data.open) {
    if (known) return [];
    const opened: OrderEvent = {
      type: 'PaymentReviewOpened',
      data: { orderId, paymentIntentId, reviewId, openedAt: now },
    };
    const stops = paidBy !== null && canTransition(order.status, 'PAID_NOT_PROCESSED');
    return stops ? [opened, statusChange(order, 'PAID_NOT_PROCESSED', now)] : [opened];
  }
  if (known && !review.open) return [];
  const refunded = REFUNDED_REASONS.includes(data.closedReason ?? '');
  if (!refunded && data.closedReason !== 'approved') return [];
  const outcome = refunded ? 'refunded' : 'approved';
  const events: OrderEvent[] = [
    { type: 'PaymentReviewClosed', data: { orderId, paymentIntentId, reviewId, outcome, closedAt: now } },
  ];
  if (refunded && paidBy !== null && !order.payment.refunded.includes(paidBy)) {
    const amountPence = order.totals.totalPence;
    events.push({
      type: 'PaymentRefunded',
      data: { orderId, paymentIntentId, amountPence, reason: 'review', refundedAt: now },
    });
  }
  if (!refunded && order.status === 'PAID_NOT_PROCESSED')
    events.push(statusChange(order, storedStatusOf(order), now));
  return events;
}
