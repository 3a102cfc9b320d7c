import { PaymentIntentEventEnvelope } from '@wine/contracts/payments/payment-events';
import type { Effect } from '@wine/platform/effects/effect';
import { causedBy } from '@wine/platform/event-store/caused-by';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PaymentDeps } from '../app/payment-port.ts';
import { onPaymentIntentReported } from '../app/payment-reports.ts';
import { onPaymentReviewReported } from '../app/payment-reviews.ts';

const paymentIntentEvents = streamEvents(PaymentIntentEventEnvelope);

/**
 * What payments learns from Stripe's webhooks moves the orders it pays for: a payment recorded
 * (and the checkout completed in the same decision), a decline, a fraud review opened or closed.
 * Orders learns of it from payments' events, never through a call between the contexts. Each
 * decision is idempotent (keyed by the PaymentIntent), so a redelivery changes nothing.
 */
export function followPayments(deps: PaymentDeps): Effect {
  return {
    name: 'orders-follow-payments',
    contexts: ['payments'],
    handles: ['PaymentIntentReported', 'PaymentReviewReported'],
    async perform(event) {
      const reported = paymentIntentEvents.read(event);
      const metadata = causedBy(event);
      if (reported.type === 'PaymentIntentReported')
        await onPaymentIntentReported(deps, reported.data, metadata);
      else await onPaymentReviewReported(deps, reported.data, metadata);
    },
  };
}
