import type { EventMetadata } from '@wine/contracts/event-envelope';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import type { PaymentReviewView } from '@wine/contracts/payments/payment-provider';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { changeOrderStatus } from './change-order-status.ts';
import { decideOnOrder } from './decide-on-order.ts';
import type { PaymentDeps } from './payment-port.ts';

/**
 * The provider opened or closed a fraud review of a payment (payments records the webhook): the order it pays stops
 * as 'Paid not processed' or goes on. A review refunded cancels the order and puts its bottles
 * back on sale; that step is taken again on a redelivery until it holds.
 */
export async function onPaymentReviewReported(
  deps: PaymentDeps,
  review: PaymentReviewView & { metadata: Readonly<Record<string, string>> },
  metadata: EventMetadata,
): Promise<void> {
  // A review names the payment, not the order: the PaymentIntent's metadata does.
  const { orderId } = review.metadata;
  if (!orderId) return;
  const now = deps.clock().toISOString();
  const { reviewId, paymentIntentId, open, closedReason } = review;
  const data = { orderId, reviewId, paymentIntentId, open, closedReason };
  try {
    const { order } = await decideOnOrder(
      deps.store,
      { type: 'ReportPaymentReview', data, metadata: { now } },
      metadata,
    );
    if (order.payment.review?.outcome === 'refunded' && canTransition(order.status, 'CANCELLED')) {
      await changeOrderStatus(deps.store, { orderId, to: 'CANCELLED', now }, metadata);
    }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    deps.logger.warn(
      { paymentIntentId: review.paymentIntentId },
      'payment review reported for an unknown order',
    );
  }
}
