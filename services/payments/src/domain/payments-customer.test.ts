import type { PaymentsCustomerEvent } from '@wine/contracts/payments/payment-events';
import type { SubscriptionView } from '@wine/contracts/payments/payment-provider';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import { type PaymentsCustomerCommand, paymentsCustomerDecider } from './payments-customer.ts';

const { given } = specFor(paymentsCustomerDecider);
const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const now = '2026-11-22T10:00:00.000Z';
const terms = { priceId: 'price_club', trialDays: 14 };
const sub = (
  subscriptionId: string,
  status: string,
  changes: Partial<SubscriptionView> = {},
): SubscriptionView => ({
  subscriptionId,
  customerId: 'cus_1',
  status,
  priceId: terms.priceId,
  trialStartsAt: null,
  trialEndsAt: null,
  cancelAt: null,
  metadata: { userId },
  ...changes,
});
const trialOf = (days: number) => ({
  trialStartsAt: now,
  trialEndsAt: new Date(Date.parse(now) + days * 86_400_000).toISOString(),
});
const report = (s: SubscriptionView): PaymentsCustomerCommand => ({
  type: 'RecordSubscription',
  data: { userId, subscription: s, terms },
  metadata: { now },
});
const customerCreated: PaymentsCustomerEvent = {
  type: 'StripeCustomerCreated',
  data: { userId, customerId: 'cus_1', createdAt: now },
};
const changed = (subscriptionId: string, stripeStatus: string, member: boolean): PaymentsCustomerEvent => ({
  type: 'ClubSubscriptionChanged',
  data: { userId, subscriptionId, stripeStatus, member, trialEndsAt: null, cancelAt: null, changedAt: now },
});

describe('the club subscription as Stripe reports it', () => {
  it('makes a trialing subscription a membership', () =>
    given([customerCreated])
      .when(report(sub('sub_1', 'trialing')))
      .then([changed('sub_1', 'trialing', true)]));

  it('ends the membership when the subscription is cancelled', () =>
    given([customerCreated, changed('sub_1', 'active', true)])
      .when(report(sub('sub_1', 'canceled')))
      .then([changed('sub_1', 'canceled', false)]));

  it('records the same report once (webhook and check-subscription both telling)', () =>
    given([customerCreated, changed('sub_1', 'active', true)])
      .when(report(sub('sub_1', 'active')))
      .thenNothing());

  it('ignores a late cancellation of an old subscription once a new one keeps the membership', () =>
    given([customerCreated, changed('sub_1', 'canceled', false), changed('sub_2', 'active', true)])
      .when(report(sub('sub_1', 'canceled')))
      .thenNothing());

  it('counts subscriptions started, so only the first has the free trial', () =>
    given([customerCreated, changed('sub_1', 'canceled', false)])
      .when(report(sub('sub_2', 'active')))
      .thenState((customer) => expect(customer.subscriptionsStarted).toBe(2)));
});

describe('a subscription the shop never offered', () => {
  it('makes no member with a ten-year free trial', () =>
    given([customerCreated])
      .when(report(sub('sub_1', 'trialing', trialOf(3650))))
      .thenNothing());

  it('takes the free trial the shop offers, to the day', () =>
    given([customerCreated])
      .when(report(sub('sub_1', 'trialing', trialOf(14))))
      .thenState((customer) => expect(customer.subscription?.member).toBe(true)));

  it('makes no member with a second free trial', () =>
    given([customerCreated, changed('sub_1', 'canceled', false)])
      .when(report(sub('sub_2', 'trialing', trialOf(14))))
      .thenNothing());

  it('makes no member at another price', () =>
    given([customerCreated])
      .when(report(sub('sub_1', 'active', { priceId: 'price_one_penny' })))
      .thenNothing());

  it("makes no member on another Stripe customer than the person's own", () =>
    given([customerCreated])
      .when(report(sub('sub_1', 'active', { customerId: 'cus_attacker' })))
      .thenNothing());

  it('makes no member before the shop made the person a Stripe customer', () =>
    given([])
      .when(report(sub('sub_1', 'active')))
      .thenNothing());
});

describe("the person's Stripe customer", () => {
  it('is recorded once', () =>
    given([{ type: 'StripeCustomerCreated', data: { userId, customerId: 'cus_1', createdAt: now } }])
      .when({ type: 'RecordCustomer', data: { userId, customerId: 'cus_2' }, metadata: { now } })
      .thenNothing());
});
