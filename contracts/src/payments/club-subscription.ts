import { z } from 'zod';
import { ClubStatus } from '../club-status.ts';
import { StripePaymentId } from '../orders/payment-api.ts';

export const SavedCardView = z
  .object({
    paymentMethodId: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.int(),
    expYear: z.int(),
  })
  .meta({ id: 'SavedCard' });
export type SavedCardView = z.infer<typeof SavedCardView>;

/** createSetupIntent, /api/web-app/signup/setup-intent: a SetupIntent to save a card with (SCA). */
export const SetupIntentResult = z
  .object({ setupIntentId: z.string(), clientSecret: z.string(), customerId: z.string() })
  .meta({ id: 'SetupIntentResult' });
export type SetupIntentResult = z.infer<typeof SetupIntentResult>;

/** onCardAddedFromMobileApp, /api/web-app/signup/change-payment-method: this card from now on. */
export const SaveCardRequest = z.object({ paymentMethodId: StripePaymentId }).meta({ id: 'SaveCardRequest' });
export type SaveCardRequest = z.infer<typeof SaveCardRequest>;

/** getPaymentMethod, and the answer to saving one. */
export const PaymentMethodResult = z
  .object({ paymentMethod: SavedCardView.nullable() })
  .meta({ id: 'PaymentMethodResult' });
export type PaymentMethodResult = z.infer<typeof PaymentMethodResult>;

/**
 * /api/web-app/signup/subscription: join the collectors club with this card (or the saved one).
 * The first subscription starts with the free trial of the /signup page.
 */
export const ClubSubscriptionRequest = z
  .object({ paymentMethodId: StripePaymentId.optional() })
  .meta({ id: 'ClubSubscriptionRequest' });
export type ClubSubscriptionRequest = z.infer<typeof ClubSubscriptionRequest>;

/** The caller's club subscription as Stripe last reported it, and the club status it gives. */
export const ClubSubscriptionResult = z
  .object({
    subscriptionId: z.string().nullable(),
    /** Stripe's status (trialing, active, past_due, canceled, ...); null with no subscription. */
    status: z.string().nullable(),
    isMember: z.boolean(),
    clubStatus: ClubStatus,
    trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
    /** A cancelled membership that runs to the end of the period paid for stops then. */
    endsAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ClubSubscriptionResult' });
export type ClubSubscriptionResult = z.infer<typeof ClubSubscriptionResult>;

/** The club's terms, shown before the card is taken (UK consumer rules): free days, then the price. */
export const ClubTerms = z
  .object({ trialDays: z.int().min(0), pricePence: z.int().min(0), interval: z.enum(['month', 'year']) })
  .meta({ id: 'ClubTerms' });
export type ClubTerms = z.infer<typeof ClubTerms>;
