import type { EventMetadata } from '@wine/contracts/event-envelope';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import type { PaymentIntentEvent } from '@wine/contracts/payments/payment-events';
import type { StreamsTransaction } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import { decideClosing } from '../app/change-order-status.ts';
import { paymentIntentEvents } from '../app/followed-events.ts';
import { orderStream } from '../app/order-stream.ts';
import { intentCommand, noteMismatch } from '../app/pay-order.ts';
import { stockStream } from '../app/stock-stream.ts';
import { orderStreamId, stockStreamId } from '../domain/order-streams.ts';

/** What payments recorded of a webhook about one of orders' payments: the order it names, and when. */
export type PaymentReport = PaymentIntentEvent & { orderId: string; now: string };

/**
 * What payments learns from Stripe's webhooks moves the order it pays for: the payment recorded
 * (with the checkout's completion, in the same decision), a decline, a fraud review opened or
 * closed. Orders learns of it from payments' events, never through a call between the contexts.
 * No state of its own: the order's stream is the state, and each decision is keyed by the
 * PaymentIntent, so a report heard twice changes nothing.
 */
export function followPayments(deps: {
  store: Pick<EventStore, 'readStream'>;
  productName: string;
  logger: Logger;
}) {
  return eventToCommand({
    name: 'orders-follow-payments',
    context: 'orders',
    contexts: ['payments'],
    events: paymentIntentEvents,
    handles: ['PaymentIntentReported', 'PaymentReviewReported'],
    command(reported, event): PaymentReport | null {
      // Intents that pay no order (delivery fees, the club subscription) are none of this workflow's.
      const { orderId } = reported.data.metadata;
      return orderId ? { ...reported, orderId, now: event.occurredAt } : null;
    },
    async streams(report) {
      const streamId = orderStreamId(report.orderId);
      if (report.type !== 'PaymentReviewReported') return [[orderStream, [streamId]]];
      // A review refunded cancels the order and gives its bottles back: its stock streams too.
      const order = orderStream.events.readAll((await deps.store.readStream(streamId)).events);
      const placed = order.find((e) => e.type === 'OrderPlaced');
      const products = placed?.type === 'OrderPlaced' ? placed.data.lines.map((l) => l.productId) : [];
      return [
        [orderStream, [streamId]],
        [stockStream, products.map(stockStreamId)],
      ];
    },
    async handle(report, tx, metadata) {
      const streamId = orderStreamId(report.orderId);
      const order = await tx.state(orderStream, streamId);
      if (order.status === 'none') {
        deps.logger.warn({ orderId: report.orderId }, 'payment reported for an unknown order');
        return;
      }
      if (report.type === 'PaymentIntentReported') {
        const command = intentCommand(report.data, report.orderId, 'webhook', deps.productName, report.now);
        if (command) noteMismatch(deps, (await tx.decide(orderStream, streamId, command, metadata)).events);
        return;
      }
      await reportReview(tx, report, metadata);
    },
  });
}

/**
 * The order stops as 'Paid not processed' while its payment is in review and goes on when it is
 * approved; a review refunded (Stripe gave the money back) cancels it with its bottles back on sale.
 */
async function reportReview(
  tx: StreamsTransaction,
  report: PaymentReport & { type: 'PaymentReviewReported' },
  metadata: EventMetadata,
): Promise<void> {
  const { orderId, now } = report;
  const { reviewId, paymentIntentId, open, closedReason } = report.data;
  const streamId = orderStreamId(orderId);
  const data = { orderId, reviewId, paymentIntentId, open, closedReason };
  const { state: order } = await tx.decide(
    orderStream,
    streamId,
    { type: 'ReportPaymentReview', data, metadata: { now } },
    metadata,
  );
  if (order.status === 'none' || order.payment.review?.outcome !== 'refunded') return;
  if (!canTransition(order.status, 'CANCELLED')) return;
  const cancel = {
    type: 'ChangeOrderStatus' as const,
    data: { orderId, to: 'CANCELLED' as const },
    metadata: { now },
  };
  await decideClosing(tx, cancel, metadata);
}
