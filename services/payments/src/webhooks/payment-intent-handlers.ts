import type { PaymentIntentView } from '@wine/contracts/payments/payment-provider';
import type Stripe from 'stripe';
import type { RecordOnce } from '../app/payments-deps.ts';
import { paymentIntentView } from '../stripe/stripe-views.ts';
import type { StripeWebhookHandler } from './stripe-webhook-router.ts';

/** The PaymentIntent events that settle a payment, recorded as payments' events. */
export function paymentIntentHandlers(
  onIntent: (intent: PaymentIntentView, inbox: RecordOnce) => Promise<void>,
): Record<string, StripeWebhookHandler> {
  const handle: StripeWebhookHandler = (event, inbox) =>
    onIntent(paymentIntentView(event.data.object as Stripe.PaymentIntent), inbox);
  return { 'payment_intent.succeeded': handle, 'payment_intent.payment_failed': handle };
}
