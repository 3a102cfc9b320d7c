import { type Reactor, reaction } from '@wine/platform/reactions/reaction';
import { orderEvents, orderStream } from '../app/stream-reads.ts';
import { orderStreamId } from '../domain/order-streams.ts';

/**
 * A paid order completes its checkout, whichever way the payment was learnt (the charge's own
 * answer, the bank's return, a webhook with the tab closed) and whether or not the browser ever
 * comes back: CheckoutCompleted and the confirmation asked of identity, once per order.
 */
export function completeOnPayment(productName: string): Reactor {
  return {
    name: 'orders-complete-on-payment',
    contexts: ['orders'],
    handles: ['PaymentSucceeded'],
    react(event) {
      const paid = orderEvents.read(event);
      if (paid.type !== 'PaymentSucceeded') return [];
      const { orderId } = paid.data;
      return [
        reaction(orderStream, orderStreamId(orderId), {
          type: 'CompleteCheckout',
          data: { orderId, productName },
          metadata: { now: event.occurredAt },
        }),
      ];
    },
  };
}
