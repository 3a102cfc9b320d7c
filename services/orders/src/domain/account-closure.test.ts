import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { describe, expect, it } from 'vitest';
import { accountClosureOf } from './account-closure.ts';
import type { PlacedOrder } from './order.ts';
import { orderDecider } from './order-decider.ts';
import { changed, now, orderId, paidBy, placedAsGuest } from './order-test-fixtures.ts';

const orderAfter = (events: OrderEvent[]) =>
  events.reduce(orderDecider.evolve, orderDecider.initialState) as PlacedOrder;
const paid = [placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')];
const refunded: OrderEvent = {
  type: 'PaymentRefunded',
  data: { orderId, paymentIntentId: 'pi_1', amountPence: 14000, reason: 'cancelled', refundedAt: now },
};

describe('an order whose account is erased', () => {
  it('is cancelled when unpaid, its bottles given back', () =>
    expect(accountClosureOf(orderAfter([placedAsGuest]))).toBe('cancel'));

  it('is refunded, then cancelled, when paid and still in the cellar or held', () => {
    expect(accountClosureOf(orderAfter(paid))).toBe('refund and cancel');
    expect(accountClosureOf(orderAfter([...paid, changed('PAID_IN_STORAGE', 'PAID_HOLD_DISPATCH')]))).toBe(
      'refund and cancel',
    );
  });

  it('is not refunded twice', () => expect(accountClosureOf(orderAfter([...paid, refunded]))).toBe('cancel'));

  it('is left as it is once the courier has it, or when already closed', () => {
    expect(accountClosureOf(orderAfter([...paid, changed('PAID_IN_STORAGE', 'DISPATCH_REQUESTED')]))).toBe(
      'leave',
    );
    expect(accountClosureOf(orderAfter([placedAsGuest, changed('UNPAID_AWAITING_STOCK', 'CANCELLED')]))).toBe(
      'leave',
    );
  });
});
