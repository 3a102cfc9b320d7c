import { z } from 'zod';
import { defineEvent, eventUnion, type NewEventOf, type Upcaster } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';

// Streams of the payments context:
// - `payments/customer/<userId>`: the customer's Stripe customer and club subscription.
// - `payments/payment-intent/<pi id>`: what Stripe reported of a PaymentIntent and its fraud
//   review (webhooks), for the contexts whose payments they are (orders follows them).
// - `payments/stripe-event/<evt id>`: no longer written (Stripe events applied are in payments'
//   inbox table); its `StripeEventApplied` stays defined so that older logs still read.

export const StripeEventApplied = defineEvent(
  'StripeEventApplied',
  z.object({
    stripeEventId: z.string(),
    stripeType: z.string(),
    appliedAt: z.iso.datetime({ offset: true }),
  }),
);

/** The person's Stripe customer, made once and reused for cards and the club subscription. */
export const StripeCustomerCreated = defineEvent(
  'StripeCustomerCreated',
  z.object({ userId: UserId, customerId: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
);

/** The card used from now on (the club subscription, fees). Only what Stripe shows of it. */
export const CardSaved = defineEvent(
  'CardSaved',
  z.object({
    userId: UserId,
    paymentMethodId: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.int(),
    expYear: z.int(),
    savedAt: z.iso.datetime({ offset: true }),
  }),
);

/** The club subscription's state as Stripe last reported it. */
export const ClubSubscriptionChanged = defineEvent(
  'ClubSubscriptionChanged',
  z.object({
    userId: UserId,
    subscriptionId: z.string(),
    stripeStatus: z.string(),
    member: z.boolean(),
    trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
    /** Cancelled at the period's end: the membership stops then. Since v2. */
    cancelAt: z.iso.datetime({ offset: true }).nullable(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

/** v1 of ClubSubscriptionChanged predates cancelling at the period's end: it never had a cancelAt. */
const paymentsCustomerUpcasters: readonly Upcaster[] = [
  { type: 'ClubSubscriptionChanged', fromVersion: 1, up: (data) => Object.assign({ cancelAt: null }, data) },
];
export const PaymentsCustomerEventEnvelope = eventUnion(
  [StripeCustomerCreated, CardSaved, ClubSubscriptionChanged],
  paymentsCustomerUpcasters,
);

export type PaymentsCustomerEvent = NewEventOf<z.infer<typeof PaymentsCustomerEventEnvelope>>;

const reportedAt = z.iso.datetime({ offset: true });

/**
 * A PaymentIntent's state as Stripe reported it on its own (a webhook), with the metadata the
 * context that created it put there (orders: `orderId`, `userId`, `attempt`). Recorded when the
 * state changes: a redelivered webhook records nothing.
 */
export const PaymentIntentReported = defineEvent(
  'PaymentIntentReported',
  z.object({
    paymentIntentId: z.string(),
    status: z.enum([
      'succeeded',
      'requires_action',
      'processing',
      'requires_payment_method',
      'canceled',
      'other',
    ]),
    amountPence: z.int(),
    /** ISO 4217, lower case as Stripe writes it. */
    currency: z.string(),
    metadata: z.record(z.string(), z.string()),
    /** The last failure's code (card_declined, ...) when the status is requires_payment_method. */
    lastErrorCode: z.string().nullable(),
    reportedAt,
  }),
);

/**
 * Stripe Radar opened or closed a fraud review of a PaymentIntent, with the intent's metadata
 * (read from Stripe, since a review names only the payment).
 */
export const PaymentReviewReported = defineEvent(
  'PaymentReviewReported',
  z.object({
    reviewId: z.string(),
    paymentIntentId: z.string(),
    open: z.boolean(),
    /** approved, refunded, refunded_as_fraud, disputed, ...; null while open. */
    closedReason: z.string().nullable(),
    metadata: z.record(z.string(), z.string()),
    reportedAt,
  }),
);

export const PaymentIntentEventEnvelope = eventUnion([PaymentIntentReported, PaymentReviewReported]);
export type PaymentIntentEvent = NewEventOf<z.infer<typeof PaymentIntentEventEnvelope>>;
