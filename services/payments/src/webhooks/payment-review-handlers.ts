import type { PaymentReviewView } from '@wine/contracts/payments/payment-provider';
import type Stripe from 'stripe';
import { paymentReviewView } from '../stripe/stripe-views.ts';
import type { StripeWebhookHandler } from './stripe-webhook-router.ts';

/** Stripe Radar's reviews of payments, opened and closed, recorded as payments' events. */
export function paymentReviewHandlers(
  onReview: (review: PaymentReviewView) => Promise<void>,
): Record<string, StripeWebhookHandler> {
  const handle: StripeWebhookHandler = async (event) => {
    const review = paymentReviewView(event.data.object as Stripe.Review);
    // Reviews of charges made without a PaymentIntent are none of this shop's.
    if (review) await onReview(review);
  };
  return { 'review.opened': handle, 'review.closed': handle };
}
