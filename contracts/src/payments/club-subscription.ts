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

/** createSetupIntent, /api/web-app/signup/setup-intent: a SetupIntent to save a card with (SCA). */
export const SetupIntentResult = z
  .object({ setupIntentId: z.string(), clientSecret: z.string(), customerId: z.string() })
  .meta({ id: 'SetupIntentResult' });

/** onCardAddedFromMobileApp, /api/web-app/signup/change-payment-method: this card from now on. */
export const SaveCardRequest = z.object({ paymentMethodId: StripePaymentId }).meta({ id: 'SaveCardRequest' });

/** getPaymentMethod, and the answer to saving one. */
export const PaymentMethodResult = z
  .object({ paymentMethod: SavedCardView.nullable() })
  .meta({ id: 'PaymentMethodResult' });

/**
 * /api/web-app/signup/subscription: join the collectors club with this card (or the saved one).
 * The first subscription starts with the free trial of the /signup page.
 */
export const ClubSubscriptionRequest = z
  .object({ paymentMethodId: StripePaymentId.optional() })
  .meta({ id: 'ClubSubscriptionRequest' });

/** The caller's club subscription as Stripe last reported it, and the club status it gives. */
export const ClubSubscriptionResult = z
  .object({
    subscriptionId: z.string().nullable(),
    /** Stripe's status (trialing, active, past_due, canceled, ...); null with no subscription. */
    status: z.string().nullable(),
    isMember: z.boolean(),
    clubStatus: ClubStatus,
    trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ClubSubscriptionResult' });
export type ClubSubscriptionResult = z.infer<typeof ClubSubscriptionResult>;
