import type { PaymentsCustomerEvent } from '@wine/contracts/payments/payment-events';
import type { SubscriptionView } from '@wine/contracts/payments/payment-provider';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import { type PaymentsCustomerCommand, paymentsCustomerDecider } from './payments-customer.ts';

const { given } = specFor(paymentsCustomerDecider);
const userId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const now = '2026-11-22T10:00:00.000Z';
const sub = (subscriptionId: string, status: string): SubscriptionView => ({
  subscriptionId,
  customerId: 'cus_1',
  status,
  trialEndsAt: null,
  cancelAt: null,
  metadata: { userId },
});
const report = (s: SubscriptionView): PaymentsCustomerCommand => ({
  type: 'RecordSubscription',
  data: { userId, subscription: s },
  metadata: { now },
});
const changed = (subscriptionId: string, stripeStatus: string, member: boolean): PaymentsCustomerEvent => ({
  type: 'ClubSubscriptionChanged',
  data: { userId, subscriptionId, stripeStatus, member, trialEndsAt: null, cancelAt: null, changedAt: now },
});

describe('the club subscription as Stripe reports it', () => {
  it('makes a trialing subscription a membership', () =>
    given([])
      .when(report(sub('sub_1', 'trialing')))
      .then([changed('sub_1', 'trialing', true)]));

  it('ends the membership when the subscription is cancelled', () =>
    given([changed('sub_1', 'active', true)])
      .when(report(sub('sub_1', 'canceled')))
      .then([changed('sub_1', 'canceled', false)]));

  it('records the same report once (webhook and check-subscription both telling)', () =>
    given([changed('sub_1', 'active', true)])
      .when(report(sub('sub_1', 'active')))
      .thenNothing());

  it('ignores a late cancellation of an old subscription once a new one keeps the membership', () =>
    given([changed('sub_1', 'canceled', false), changed('sub_2', 'active', true)])
      .when(report(sub('sub_1', 'canceled')))
      .thenNothing());

  it('counts subscriptions started, so only the first has the free trial', () =>
    given([changed('sub_1', 'canceled', false)])
      .when(report(sub('sub_2', 'active')))
      .thenState((customer) => expect(customer.subscriptionsStarted).toBe(2)));
});

describe("the person's Stripe customer", () => {
  it('is recorded once', () =>
    given([{ type: 'StripeCustomerCreated', data: { userId, customerId: 'cus_1', createdAt: now } }])
      .when({ type: 'RecordCustomer', data: { userId, customerId: 'cus_2' }, metadata: { now } })
      .thenNothing());
});
