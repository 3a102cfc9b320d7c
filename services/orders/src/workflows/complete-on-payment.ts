import type { Workflow } from '@wine/platform/workflows/workflow';
import { orderEvents, orderStream } from '../app/stream-reads.ts';
import type { CompleteCheckout } from '../domain/order-commands.ts';
import { orderStreamId } from '../domain/order-streams.ts';

/**
 * A paid order completes its checkout, whichever way the payment was learnt (the charge's own
 * answer, the bank's return, a webhook with the tab closed) and whether or not the browser ever
 * comes back: CheckoutCompleted and the confirmation asked of identity, once per order.
 */
export function completeOnPayment(
  productName: string,
): Workflow<CompleteCheckout, undefined, CompleteCheckout> {
  const streamOf = (command: CompleteCheckout) => orderStreamId(command.data.orderId);
  return {
    name: 'orders-complete-on-payment',
    context: 'orders',
    contexts: ['orders'],
    handles: ['PaymentSucceeded'],
    input(event) {
      const paid = orderEvents.read(event);
      if (paid.type !== 'PaymentSucceeded') return null;
      const { orderId } = paid.data;
      return {
        type: 'CompleteCheckout',
        data: { orderId, productName },
        metadata: { now: event.occurredAt },
      };
    },
    decide: (complete) => [complete],
    streams: (command) => [[orderStream, [streamOf(command)]]],
    async handle(command, tx, metadata) {
      await tx.decide(orderStream, streamOf(command), command, metadata);
    },
  };
}
