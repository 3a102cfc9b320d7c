import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { describe, expect, it } from 'vitest';
import { isSettling } from './order-freshness.ts';

const now = Date.parse('2026-03-15T12:00:00.000Z');
const placed = (status: OrderSummary['status'], secondsAgo: number): OrderSummary => ({
  orderId: 'a',
  status,
  statusLabel: status,
  lines: [],
  totals: { bottles: 6, caseSlots: 6, totalPence: 6000 },
  placedAt: new Date(now - secondsAgo * 1000).toISOString(),
});

describe('the order history', () => {
  it('is settling while an order placed moments ago is still reserved', () => {
    expect(isSettling([placed('UNPAID_AWAITING_STOCK', 10)], now)).toBe(true);
  });

  it('is settled once that order shows paid', () => {
    expect(isSettling([placed('PAID_IN_STORAGE', 10)], now)).toBe(false);
  });

  it('stops waiting on an order left unpaid for minutes', () => {
    expect(isSettling([placed('UNPAID_AWAITING_STOCK', 600)], now)).toBe(false);
  });

  it('is settled with no orders yet', () => {
    expect(isSettling(undefined, now)).toBe(false);
    expect(isSettling([], now)).toBe(false);
  });
});
