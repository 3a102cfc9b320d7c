// The payment provider as the other contexts use it. Stripe implements it (services/payments);
// so does the local simulator, behind the same Stripe SDK.

export interface ChargeRequest {
  amountPence: number;
  description: string;
  /** A PaymentMethod id (pm_...). */
  paymentMethodId: string;
  /**
   * The Stripe customer the card is saved to, for a saved card (Stripe refuses one without it);
   * absent for a card fresh from the browser, attached to nobody.
   */
  customerId?: string | undefined;
  /** Stripe's idempotency key: the same key never charges twice. */
  idempotencyKey: string;
  /** Copied onto the PaymentIntent, so a webhook can find what it paid for. */
  metadata: Readonly<Record<string, string>>;
  /** Where the bank's 3-D Secure page sends the customer back. */
  returnUrl: string;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string; amountPence: number; currency: string }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret: string; redirectUrl: string }
  | { status: 'card_declined'; paymentIntentId: string | null; declineCode: string | null; message: string }
  | { status: 'other_error'; paymentIntentId: string | null; message: string };

/** A PaymentIntent as read back (after 3-D Secure, or to check a webhook's claim). */
export interface PaymentIntentView {
  paymentIntentId: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'requires_payment_method' | 'canceled' | 'other';
  amountPence: number;
  /** ISO 4217, lower case as Stripe writes it ('gbp'). */
  currency: string;
  clientSecret: string | null;
  metadata: Readonly<Record<string, string>>;
  /** The last failure's code (card_declined, ...) when status is requires_payment_method. */
  lastErrorCode: string | null;
  /** The bank's page while status is requires_action. */
  redirectUrl: string | null;
}

/** A payment the provider's fraud screening holds for a person to look at (Stripe Radar's review). */
export interface PaymentReviewView {
  reviewId: string;
  paymentIntentId: string;
  open: boolean;
  /** Why it closed: approved, refunded, refunded_as_fraud, disputed, ...; null while open. */
  closedReason: string | null;
}

export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Whose a PaymentMethod is, as Stripe says: asked before a charge or a free trial. */
export interface PaymentMethodHolder {
  /** The Stripe customer it is attached to; null for a fresh card attached to nobody. */
  customerId: string | null;
  /** The shop's user that customer was made for (its metadata), when attached. */
  userId: string | null;
  /** Stripe's fingerprint of the card number: the same card has it in every account. */
  fingerprint: string | null;
}

export interface SubscriptionView {
  subscriptionId: string;
  customerId: string;
  /** Stripe's status: see subscriptionKeepsMembership. */
  status: string;
  /** The Price of its first item: the club's, for a subscription this shop created. */
  priceId: string | null;
  /** The free trial's start and end; null without one. */
  trialStartsAt: string | null;
  trialEndsAt: string | null;
  /** When a subscription cancelled at its period's end stops; null while it renews. */
  cancelAt: string | null;
  metadata: Readonly<Record<string, string>>;
}

export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  paymentIntent(paymentIntentId: string): Promise<PaymentIntentView>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
  ensureCustomer(userId: string, idempotencyKey: string): Promise<{ customerId: string }>;
  createSetupIntent(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ setupIntentId: string; clientSecret: string }>;
  savedCard(paymentMethodId: string): Promise<SavedCard>;
  paymentMethodHolder(paymentMethodId: string): Promise<PaymentMethodHolder>;
  attachCard(paymentMethodId: string, customerId: string, idempotencyKey: string): Promise<SavedCard>;
  subscribe(request: {
    customerId: string;
    priceId: string;
    paymentMethodId: string;
    trialDays: number;
    metadata: Readonly<Record<string, string>>;
    idempotencyKey: string;
  }): Promise<SubscriptionView>;
  subscription(subscriptionId: string): Promise<SubscriptionView>;
  /** At once, or (`atPeriodEnd`) when the period already paid for ends. */
  cancelSubscription(
    subscriptionId: string,
    request: { atPeriodEnd: boolean; idempotencyKey: string },
  ): Promise<SubscriptionView>;
}

/**
 * A trialing or active subscription makes its holder a club member; past_due keeps them one
 * while Stripe retries the card (its dunning decides); canceled, unpaid, paused, incomplete
 * and incomplete_expired end it.
 */
export const subscriptionKeepsMembership = (status: string): boolean =>
  status === 'trialing' || status === 'active' || status === 'past_due';

/** A provider failure that is not the customer's (network, 5xx, bad configuration). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
