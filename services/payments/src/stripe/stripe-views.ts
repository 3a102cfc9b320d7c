import type {
  PaymentIntentView,
  PaymentReviewView,
  SavedCard,
  SubscriptionView,
} from '@wine/contracts/payments/payment-provider';
import type Stripe from 'stripe';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const KNOWN_INTENT_STATUSES = [
  'succeeded',
  'requires_action',
  'processing',
  'requires_payment_method',
  'canceled',
];

/** A Stripe PaymentIntent as the orders context reads it. */
export function paymentIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  const status = KNOWN_INTENT_STATUSES.includes(intent.status)
    ? (intent.status as PaymentIntentView['status'])
    : 'other';
  return {
    paymentIntentId: intent.id,
    status,
    amountPence: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    metadata: intent.metadata,
    lastErrorCode: intent.last_payment_error?.code ?? null,
    redirectUrl: intent.next_action?.redirect_to_url?.url ?? null,
  };
}

/** A Radar review as the orders context reads it; null for one with no PaymentIntent. */
export function paymentReviewView(review: Stripe.Review): PaymentReviewView | null {
  const paymentIntentId = idOf(review.payment_intent);
  if (!paymentIntentId) return null;
  return {
    reviewId: review.id,
    paymentIntentId,
    open: review.open,
    closedReason: review.closed_reason ?? null,
  };
}

export function savedCardOf(method: Stripe.PaymentMethod): SavedCard {
  const card = method.card;
  return {
    paymentMethodId: method.id,
    brand: card?.brand ?? 'unknown',
    last4: card?.last4 ?? '',
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
  };
}

const isoOrNull = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

export function subscriptionView(subscription: Stripe.Subscription): SubscriptionView {
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: subscription.items?.data[0]?.price.id ?? null,
    trialStartsAt: isoOrNull(subscription.trial_start),
    trialEndsAt: isoOrNull(subscription.trial_end),
    cancelAt: isoOrNull(subscription.cancel_at),
    metadata: subscription.metadata,
  };
}

export { idOf };
