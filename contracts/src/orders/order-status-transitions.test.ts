import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../order-status.ts';
import { canTransition, INITIAL_ORDER_STATUS, orderStatusTransitions } from './order-status-transitions.ts';

const statuses = OrderStatus.options;
const reachable = (from: OrderStatus, seen = new Set<OrderStatus>()): Set<OrderStatus> => {
  for (const to of orderStatusTransitions[from]) {
    if (!seen.has(to)) {
      seen.add(to);
      reachable(to, seen);
    }
  }
  return seen;
};

describe('the order status transitions', () => {
  it('pays an unpaid order, dispatches it, and stops there', () => {
    expect(canTransition('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')).toBe(true);
    expect(canTransition('PAID_IN_STORAGE', 'DISPATCH_REQUESTED')).toBe(true);
    expect(canTransition('DISPATCH_REQUESTED', 'DISPATCHED')).toBe(true);
    expect(canTransition('DISPATCHED', 'CANCELLED')).toBe(false);
  });

  it('lets a declined card be retried until it is paid', () => {
    expect(canTransition('UNPAID_AWAITING_STOCK', 'CARD_DECLINE')).toBe(true);
    expect(canTransition('CARD_DECLINE', 'CARD_DECLINE')).toBe(true);
    expect(canTransition('CARD_DECLINE', 'PAID_IN_STORAGE')).toBe(true);
  });

  it('never dispatches what is not paid', () => {
    for (const from of ['UNPAID_AWAITING_STOCK', 'CARD_DECLINE', 'UNPAID_HOLD_DISPATCH'] as const) {
      expect(canTransition(from, 'DISPATCH_REQUESTED')).toBe(false);
    }
  });

  it('never lets a paid order lapse to inactive or go back to unpaid', () => {
    const paid = statuses.filter((s) => s.startsWith('PAID_') || s.startsWith('DISPATCH') || s === 'PENDING');
    for (const from of paid) {
      expect(canTransition(from, 'ACCOUNT_INACTIVE')).toBe(false);
      expect(canTransition(from, 'UNPAID_AWAITING_STOCK')).toBe(false);
    }
  });

  it('has final statuses with no way out', () => {
    for (const from of ['DISPATCHED', 'CANCELLED', 'ACCOUNT_CANCELLED'] as const) {
      expect(orderStatusTransitions[from]).toEqual([]);
    }
  });

  it('reaches every status from a new order', () =>
    expect([...reachable(INITIAL_ORDER_STATUS)].sort()).toEqual([...statuses].sort()));
});
