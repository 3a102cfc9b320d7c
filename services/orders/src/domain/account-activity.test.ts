import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { canTransition } from '@wine/contracts/orders/order-status-transitions';
import { fold } from '@wine/platform/domain/decider';
import { describe, expect, it } from 'vitest';
import { statusOnAccountActivity } from './account-activity.ts';
import type { PlacedOrder } from './order.ts';
import { orderDecider } from './order-decider.ts';
import { changed, paidBy, placedAsGuest } from './order-test-fixtures.ts';

const orderAfter = (events: OrderEvent[]) => fold(orderDecider, events) as PlacedOrder;

describe('an order when its account is made inactive', () => {
  it('waits as Account inactive while unpaid', () => {
    for (const status of ['UNPAID_AWAITING_STOCK', 'CARD_DECLINE'] as const) {
      const order = orderAfter([
        placedAsGuest,
        ...(status === 'CARD_DECLINE' ? [changed('UNPAID_AWAITING_STOCK', status)] : []),
      ]);
      expect(statusOnAccountActivity(order, false)).toBe('ACCOUNT_INACTIVE');
      expect(canTransition(order.status, 'ACCOUNT_INACTIVE')).toBe(true);
    }
  });

  it('stays in storage once paid', () =>
    expect(
      statusOnAccountActivity(
        orderAfter([placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')]),
        false,
      ),
    ).toBeNull());

  it('stays held when the warehouse holds it', () =>
    expect(
      statusOnAccountActivity(
        orderAfter([placedAsGuest, changed('UNPAID_AWAITING_STOCK', 'UNPAID_HOLD_DISPATCH')]),
        false,
      ),
    ).toBeNull());
});

describe('an order when its account is active again', () => {
  it('is reserved for the customer again, with its 30 minutes to pay starting then', () => {
    const inactive = orderAfter([placedAsGuest, changed('UNPAID_AWAITING_STOCK', 'ACCOUNT_INACTIVE')]);
    expect(statusOnAccountActivity(inactive, true)).toBe('UNPAID_AWAITING_STOCK');
    const back = orderDecider.evolve(inactive, {
      type: 'OrderStatusChanged',
      data: {
        orderId: inactive.orderId,
        from: 'ACCOUNT_INACTIVE',
        to: 'UNPAID_AWAITING_STOCK',
        changedAt: '2025-03-12T09:00:00.000Z',
      },
    }) as PlacedOrder;
    expect(back.payment.lastActivityAt).toBe('2025-03-12T09:00:00.000Z');
  });

  it('leaves every other order as it is', () =>
    expect(statusOnAccountActivity(orderAfter([placedAsGuest]), true)).toBeNull());
});
