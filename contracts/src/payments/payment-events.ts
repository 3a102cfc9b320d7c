import { z } from 'zod';
import { defineEvent } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';

// Streams of the payments context:
// - `payments/stripe-event/<evt id>`: one per Stripe event applied, so a redelivery is skipped;
// - `payments/customer/<userId>`: the customer's Stripe customer and club subscription.

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

/** The club subscription's state as Stripe last reported it. */
export const ClubSubscriptionChanged = defineEvent(
  'ClubSubscriptionChanged',
  z.object({
    userId: UserId,
    subscriptionId: z.string(),
    stripeStatus: z.string(),
    member: z.boolean(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);

export const PaymentsCustomerEventEnvelope = z.discriminatedUnion('type', [
  StripeCustomerCreated,
  ClubSubscriptionChanged,
]);
