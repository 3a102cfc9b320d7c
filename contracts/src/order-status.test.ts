import { describe, expect, it } from 'vitest';
import { OrderStatus, orderStatusLabel } from './order-status.ts';

describe('order status labels', () => {
  it.each([
    ['PAID_IN_STORAGE', 'Ready for dispatch'],
    ['DISPATCH_REQUESTED', 'Dispatch requested'],
    ['DISPATCHED', 'Dispatched'],
    ['PAID_AWAITING_STOCK', 'Reserved'],
    ['UNPAID_AWAITING_STOCK', 'Reserved'],
    ['PAID_HOLD_DISPATCH', 'Paid hold dispatch'],
    ['UNPAID_HOLD_DISPATCH', 'Unpaid hold dispatch'],
    ['CARD_DECLINE', 'Card declined'],
    ['CANCELLED', 'Cancelled'],
    ['ACCOUNT_CANCELLED', 'Account cancelled'],
    ['ACCOUNT_INACTIVE', 'Account inactive'],
    ['PAID_NOT_PROCESSED', 'Paid not processed'],
    ['PENDING', 'Complete case to unlock'],
  ] as const)('%s reads "%s"', (status, label) => expect(orderStatusLabel(status)).toBe(label));

  it('has exactly the 13 statuses of the spec', () => expect(OrderStatus.options).toHaveLength(13));
  it('refuses an unknown status', () => expect(OrderStatus.safeParse('SHIPPED').success).toBe(false));
});
