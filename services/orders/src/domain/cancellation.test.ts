import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import type { CancelOrder } from './order-commands.ts';
import { orderDecider } from './order-decider.ts';
import { PaymentInProgressError } from './order-errors.ts';
import { changed, confirmed, now, orderId, paidBy, placedAsGuest, userId } from './order-test-fixtures.ts';

const { given } = specFor(orderDecider);

const cancel = (by: string | null = userId, to: CancelOrder['data']['to'] = 'CANCELLED'): CancelOrder => ({
  type: 'CancelOrder',
  data: { orderId, userId: by, to },
  metadata: { now },
});
const refundAsked = (paymentIntentId: string): OrderEvent => ({
  type: 'RefundRequested',
  data: { orderId, paymentIntentId, amountPence: 14000, reason: 'cancelled', requestedAt: now },
});
const paid = [placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')];
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

describe('a paid order in the cellar', () => {
  it('is cancelled with its refund asked for in the same decision, before any money moves', () =>
    given(paid)
      .when(cancel())
      .then([refundAsked('pi_1'), changed('PAID_IN_STORAGE', 'CANCELLED')]));

  it('asks for its refund once: an erased account cancels it the same way', () =>
    given(paid)
      .when(cancel(null, 'ACCOUNT_CANCELLED'))
      .then([refundAsked('pi_1'), changed('PAID_IN_STORAGE', 'ACCOUNT_CANCELLED')]));

  it('cannot be cancelled by anyone else', () =>
    given(paid).when(cancel('someone-else')).thenThrows(NotFoundError));
});

describe('an order a dispatch was decided for first', () => {
  const dispatched = [...paid, changed('PAID_IN_STORAGE', 'DISPATCH_REQUESTED')];
  it('refuses the cancellation with nothing refunded', () =>
    given(dispatched).when(cancel()).thenThrows(IllegalStateError));
});

describe('an order cancelled already', () => {
  it('refuses a second cancellation: the refund is asked for once', () =>
    given([...paid, refundAsked('pi_1'), changed('PAID_IN_STORAGE', 'CANCELLED')])
      .when(cancel())
      .thenThrows(IllegalStateError));
});

describe('an order whose payment is in flight', () => {
  it('is not cancelled: the outcome the buyer is waiting for would be lost', () =>
    given([placedAsGuest, attempted]).when(cancel()).thenThrows(PaymentInProgressError));
});

describe('an unpaid order', () => {
  it('is cancelled with nothing to refund', () =>
    given([placedAsGuest])
      .when(cancel())
      .then([changed('UNPAID_AWAITING_STOCK', 'CANCELLED')]));
});

describe('a payment that arrives for an order cancelled meanwhile', () => {
  const cancelled = [placedAsGuest, changed('UNPAID_AWAITING_STOCK', 'CANCELLED')];
  it('is not taken: its refund is asked for in the decision that hears of it', () =>
    given(cancelled)
      .when(confirmed('pi_late'))
      .then([refundAsked('pi_late')]));
});
