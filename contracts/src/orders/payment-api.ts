import { z } from 'zod';
import { PaymentStatus } from '../payment-status.ts';
import { OrderSummary } from './checkout.ts';
import { OrderId } from './order-events.ts';

/** A Stripe PaymentMethod id (`pm_...`), made in the browser from the card. */
export const StripePaymentId = z.string().regex(/^pm_[A-Za-z0-9_]+$/, 'a Stripe PaymentMethod id (pm_...)');

/** attemptPayment: charge the order's total to this card. */
export const AttemptPaymentRequest = z
  .object({ orderId: OrderId, stripePaymentId: StripePaymentId })
  .meta({ id: 'AttemptPaymentRequest' });
export type AttemptPaymentRequest = z.infer<typeof AttemptPaymentRequest>;

/** POST /api/orders/confirm-delivery-payment-3ds: the browser is back from the bank's check. */
export const ConfirmPayment3dsRequest = z
  .object({
    clientSecret: z.string().regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'a PaymentIntent client secret'),
  })
  .meta({ id: 'ConfirmPayment3dsRequest' });
export type ConfirmPayment3dsRequest = z.infer<typeof ConfirmPayment3dsRequest>;

/**
 * The outcome of a payment: the spec's three (succeeded, card_declined, other_error) plus
 * `requires_action`, when the bank wants the customer to authenticate (3-D Secure) first.
 */
export const PaymentOutcome = z.union([PaymentStatus, z.literal('requires_action')]);
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;

export const PaymentResult = z
  .object({
    paymentStatus: PaymentOutcome,
    /** What to tell the customer: 'Card declined' for a declined card. */
    message: z.string(),
    order: OrderSummary,
    /** Only with requires_action: where the customer authenticates, and the secret to confirm with. */
    nextAction: z.object({ clientSecret: z.string(), redirectUrl: z.url() }).optional(),
  })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof PaymentResult>;
