import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { describe, expect, it } from 'vitest';
import { caseSlotsOf, inStorage, selectedOrders, withUpdatedOrders } from './storage-selection.ts';

const order = (orderId: string, status: OrderSummary['status'], caseSlots: number): OrderSummary => ({
  orderId,
  status,
  statusLabel: status,
  lines: [],
  totals: { bottles: caseSlots, caseSlots, totalPence: caseSlots * 1000 },
  placedAt: '2026-03-15T12:00:00.000Z',
});

const sixBottles = order('a', 'PAID_IN_STORAGE', 6);
const magnum = order('b', 'PAID_IN_STORAGE', 6);
const threeBottles = order('c', 'PAID_IN_STORAGE', 3);
const reserved = order('d', 'UNPAID_AWAITING_STOCK', 12);
const sent = order('e', 'DISPATCH_REQUESTED', 12);

describe('orders in storage', () => {
  it('are the paid ones in our cellar, nothing unpaid or already sent for', () => {
    expect(inStorage([sixBottles, reserved, magnum, sent])).toEqual([sixBottles, magnum]);
  });
});

describe('the orders picked for dispatch', () => {
  const stored = [sixBottles, magnum, threeBottles];

  it('are all of them until the customer unticks one', () => {
    expect(selectedOrders(stored, new Set())).toEqual(stored);
  });

  it('leave out the unticked ones', () => {
    expect(selectedOrders(stored, new Set(['c']))).toEqual([sixBottles, magnum]);
  });

  it('fill a case with six bottles and a magnum', () => {
    expect(caseSlotsOf(selectedOrders(stored, new Set(['c'])))).toBe(12);
    expect(caseSlotsOf(stored)).toBe(15);
    expect(caseSlotsOf([])).toBe(0);
  });
});

describe("a dispatch's answer", () => {
  it('replaces the orders it names and leaves the rest', () => {
    const requested = {
      ...sixBottles,
      status: 'DISPATCH_REQUESTED' as const,
      statusLabel: 'Dispatch requested',
    };
    expect(withUpdatedOrders([sixBottles, reserved], [requested])).toEqual([requested, reserved]);
  });
});
