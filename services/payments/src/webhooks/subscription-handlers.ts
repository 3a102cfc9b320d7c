import type { SubscriptionView } from '@wine/contracts/payments/payment-provider';
import type Stripe from 'stripe';
import type { RecordOnce } from '../app/payments-deps.ts';
import { subscriptionView } from '../stripe/stripe-views.ts';
import type { StripeWebhookHandler } from './stripe-webhook-router.ts';

/** The subscription events that start, change or end a club membership. */
export function subscriptionHandlers(
  onSubscription: (subscription: SubscriptionView, inbox: RecordOnce) => Promise<void>,
): Record<string, StripeWebhookHandler> {
  const handle: StripeWebhookHandler = (event, inbox) =>
    onSubscription(subscriptionView(event.data.object as Stripe.Subscription), inbox);
  return {
    'customer.subscription.created': handle,
    'customer.subscription.updated': handle,
    'customer.subscription.deleted': handle,
  };
}
