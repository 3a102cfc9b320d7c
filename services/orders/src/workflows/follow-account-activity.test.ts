import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { given, stored } from '@wine/platform/testing/workflow-spec';
import { RetryLater } from '@wine/platform/workflows/workflow';
import { describe, it } from 'vitest';
import { customerStreamId, orderStreamId } from '../domain/order-streams.ts';
import { changed, now, orderId, paidBy, placedAsGuest, userId } from '../domain/order-test-fixtures.ts';
import { followAccountActivityOf } from './follow-account-activity.ts';

const followAccountActivity = followAccountActivityOf({
  store: {
    readStream: () => Promise.reject(new Error('a story names no streams to lock')),
  },
});
const at = '2026-11-24T10:00:00.000Z';
const identity = `identity/user/${userId}`;
const deactivated = stored(identity, {
  type: 'AccountDeactivated',
  data: { userId, reason: 'a payment dispute under review', deactivatedAt: at },
});
const reactivated = stored(identity, { type: 'AccountReactivated', data: { userId, reactivatedAt: at } });
const customer = customerStreamId(userId);
const order = orderStreamId(orderId);
const ordered = (id: string) => ({
  type: 'CustomerOrderPlaced',
  data: { userId, orderId: id, placedAt: now },
});
const moved = (from: string, to: string) => ({
  type: 'OrderStatusChanged',
  data: { orderId, from, to, changedAt: at },
});
const attempted: OrderEvent = {
  type: 'PaymentAttempted',
  data: {
    orderId,
    attempt: 1,
    idempotencyKey: `order-${orderId}-payment-1`,
    amountPence: 14000,
    attemptedAt: now,
  },
};
const paidInStorage = [placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')];

describe('a customer’s orders following their account', () => {
  it('wait as Account inactive while unpaid, when the account is made inactive', () =>
    given(deactivated)
      .react(followAccountActivity)
      .on({ [customer]: [ordered(orderId)], [order]: [placedAsGuest] })
      .then({ [order]: [moved('UNPAID_AWAITING_STOCK', 'ACCOUNT_INACTIVE')] }));

  it('leave paid wine in storage', () =>
    given(deactivated)
      .react(followAccountActivity)
      .on({ [customer]: [ordered(orderId)], [order]: paidInStorage })
      .thenNothing());

  it('are reserved for the customer again when the account is active again', () =>
    given(reactivated)
      .react(followAccountActivity)
      .on({
        [customer]: [ordered(orderId)],
        [order]: [placedAsGuest, moved('UNPAID_AWAITING_STOCK', 'ACCOUNT_INACTIVE')],
      })
      .then({ [order]: [moved('ACCOUNT_INACTIVE', 'UNPAID_AWAITING_STOCK')] }));

  it('are left where they are when the news comes again', () =>
    given(deactivated)
      .react(followAccountActivity)
      .on({
        [customer]: [ordered(orderId)],
        [order]: [placedAsGuest, moved('UNPAID_AWAITING_STOCK', 'ACCOUNT_INACTIVE')],
      })
      .thenNothing());

  it('wait for a payment in flight to be answered before they move (the batch is tried again)', () =>
    given(deactivated)
      .react(followAccountActivity)
      .on({ [customer]: [ordered(orderId)], [order]: [placedAsGuest, attempted] })
      .thenThrows(RetryLater));
});
