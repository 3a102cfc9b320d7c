import type { PaymentsCustomerEvent } from '@wine/contracts/payments/payment-events';
import type { SavedCard, SubscriptionView } from '@wine/contracts/payments/payment-provider';
import { subscriptionKeepsMembership } from '@wine/contracts/payments/payment-provider';
import type { Decider } from '@wine/platform/domain/decider';

/** What payments keeps per person (stream `payments/customer/<userId>`). */
export interface PaymentsCustomer {
  customerId: string | null;
  card: SavedCard | null;
  subscription: {
    subscriptionId: string;
    stripeStatus: string;
    member: boolean;
    trialEndsAt: string | null;
    cancelAt: string | null;
  } | null;
  /** How many club subscriptions were ever started: only the first has the free trial. */
  subscriptionsStarted: number;
}

/** What a club subscription this shop creates looks like: the configured Price and free trial. */
export interface ClubTermsOffered {
  priceId: string;
  trialDays: number;
}

type Meta = { metadata: { now: string } };
export type PaymentsCustomerCommand =
  | ({ type: 'RecordCustomer'; data: { userId: string; customerId: string } } & Meta)
  | ({ type: 'RecordCard'; data: { userId: string; card: SavedCard } } & Meta)
  | ({
      type: 'RecordSubscription';
      data: { userId: string; subscription: SubscriptionView; terms: ClubTermsOffered };
    } & Meta);

const DAY_MS = 86_400_000;

/** Why a reported subscription is not the club the shop offers (a metric's labels, so fixed). */
export const CLUB_REFUSALS = [
  'another customer',
  'another price',
  'a longer free trial than offered',
] as const;
export type ClubRefusal = (typeof CLUB_REFUSALS)[number];

/**
 * Why a reported subscription is not one this shop offered the person, or null when it is: on
 * their own Stripe customer, at the club's Price, and with no longer a free trial than a first
 * subscription gets (none after that). Anyone holding API keys could create another; it never
 * makes a member.
 */
export function clubSubscriptionRefusal(
  state: PaymentsCustomer,
  reported: SubscriptionView,
  terms: ClubTermsOffered,
): ClubRefusal | null {
  if (state.customerId === null || reported.customerId !== state.customerId) return 'another customer';
  if (reported.priceId !== terms.priceId) return 'another price';
  if (state.subscription?.subscriptionId === reported.subscriptionId) return null;
  const trialMs =
    reported.trialStartsAt && reported.trialEndsAt
      ? Date.parse(reported.trialEndsAt) - Date.parse(reported.trialStartsAt)
      : reported.trialEndsAt
        ? Number.POSITIVE_INFINITY
        : 0;
  const allowedMs = (state.subscriptionsStarted === 0 ? terms.trialDays : 0) * DAY_MS;
  // A minute's grace: Stripe stamps the start and the end from one clock, a second apart at most.
  return trialMs > allowedMs + 60_000 ? 'a longer free trial than offered' : null;
}

/**
 * Whether a reported subscription is news: the current one changing, or a new one. A late report
 * about an old subscription (its cancellation arriving after the new one started) is not.
 */
function isNews(state: PaymentsCustomer, reported: SubscriptionView): boolean {
  const current = state.subscription;
  if (!current) return true;
  if (current.subscriptionId === reported.subscriptionId) {
    return current.stripeStatus !== reported.status || current.cancelAt !== reported.cancelAt;
  }
  return !current.member || subscriptionKeepsMembership(reported.status);
}

function decide(command: PaymentsCustomerCommand, state: PaymentsCustomer): PaymentsCustomerEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'RecordCustomer':
      if (state.customerId !== null) return [];
      return [{ type: 'StripeCustomerCreated', data: { ...command.data, createdAt: now } }];
    case 'RecordCard':
      if (state.card?.paymentMethodId === command.data.card.paymentMethodId) return [];
      return [
        { type: 'CardSaved', data: { userId: command.data.userId, ...command.data.card, savedAt: now } },
      ];
    case 'RecordSubscription': {
      const { subscription, userId, terms } = command.data;
      if (clubSubscriptionRefusal(state, subscription, terms) !== null) return [];
      if (!isNews(state, subscription)) return [];
      const data = {
        userId,
        subscriptionId: subscription.subscriptionId,
        stripeStatus: subscription.status,
        member: subscriptionKeepsMembership(subscription.status),
        trialEndsAt: subscription.trialEndsAt,
        cancelAt: subscription.cancelAt,
        changedAt: now,
      };
      return [{ type: 'ClubSubscriptionChanged', data }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: PaymentsCustomer, event: PaymentsCustomerEvent): PaymentsCustomer {
  switch (event.type) {
    case 'StripeCustomerCreated':
      return { ...state, customerId: event.data.customerId };
    case 'CardSaved': {
      const { paymentMethodId, brand, last4, expMonth, expYear } = event.data;
      return { ...state, card: { paymentMethodId, brand, last4, expMonth, expYear } };
    }
    case 'ClubSubscriptionChanged': {
      const { subscriptionId, stripeStatus, member, trialEndsAt, cancelAt } = event.data;
      const isNew = state.subscription?.subscriptionId !== subscriptionId;
      return {
        ...state,
        subscription: { subscriptionId, stripeStatus, member, trialEndsAt, cancelAt },
        subscriptionsStarted: state.subscriptionsStarted + (isNew ? 1 : 0),
      };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const paymentsCustomerDecider: Decider<
  PaymentsCustomerCommand,
  PaymentsCustomer,
  PaymentsCustomerEvent
> = {
  initialState: { customerId: null, card: null, subscription: null, subscriptionsStarted: 0 },
  decide,
  evolve,
};

export const paymentsCustomerStreamId = (userId: string) => `payments/customer/${userId}`;
