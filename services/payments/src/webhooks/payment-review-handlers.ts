import type { PaymentReviewView } from '@wine/contracts/payments/payment-provider';
import type Stripe from 'stripe';
import type { RecordOnce } from '../app/payments-deps.ts';
import { paymentReviewView } from '../stripe/stripe-views.ts';
import type { StripeWebhookHandler } from './stripe-webhook-router.ts';

/** Stripe Radar's reviews of payments, opened and closed, recorded as payments' events. */
export function paymentReviewHandlers(
  onReview: (review: PaymentReviewView, inbox: RecordOnce) => Promise<void>,
): Record<string, StripeWebhookHandler> {
  const handle: StripeWebhookHandler = async (event, inbox) => {
    const review = paymentReviewView(event.data.object as Stripe.Review);
    // Reviews of charges made without a PaymentIntent are none of this shop's.
    if (review) await onReview(review, inbox);
  };
  return { 'review.opened': handle, 'review.closed': handle };
}
