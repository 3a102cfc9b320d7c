import type { Effect } from '@wine/platform/effects/effect';
import { causedBy } from '@wine/platform/event-store/caused-by';
import { decideOnOrder } from '../app/decide-on-order.ts';
import { orderEvents } from '../app/order-stream.ts';
import type { PaymentDeps } from '../app/payment-port.ts';

/**
 * Gives back the money a recorded decision asked for (RefundRequested: a cancellation, a payment
 * the order cannot take), once, then records it on the order. The provider's key is the
 * payment's, so a crash between the refund and its record repeats nothing at the provider.
 */
export function refundPayment(deps: PaymentDeps): Effect {
  return {
    name: 'orders-refund-payment',
    contexts: ['orders'],
    handles: ['RefundRequested'],
    // Refunds of different payments do not wait for each other.
    concurrency: 4,
    async perform(event) {
      const requested = orderEvents.read(event);
      if (requested.type !== 'RefundRequested') return;
      const { orderId, paymentIntentId, amountPence, reason } = requested.data;
      await deps.provider.refund(paymentIntentId, `refund-${paymentIntentId}`);
      deps.logger.warn({ orderId, paymentIntentId, reason }, 'payment refunded');
      const data = { orderId, paymentIntentId, amountPence, reason };
      const now = deps.clock().toISOString();
      await decideOnOrder(deps.store, { type: 'RecordRefund', data, metadata: { now } }, causedBy(event));
    },
  };
}
