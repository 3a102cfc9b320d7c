import type { OrderSummary } from '@wine/contracts/orders/checkout';
import { MAX_ORDERS_PER_DISPATCH } from '@wine/contracts/orders/delivery';
import { describe, expect, it } from 'vitest';
import {
  caseSlotsOf,
  inStorage,
  selectedOrders,
  storageAfter,
  storageLimitNote,
  untickedAtFirst,
  withUpdatedOrders,
} from './storage-selection.ts';

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

describe('a cellar with more orders than one dispatch takes', () => {
  const many = Array.from({ length: 60 }, (_, n) =>
    order(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, 'PAID_IN_STORAGE', 1),
  );

  it('ticks the first 50 and leaves the rest unticked', () => {
    const unticked = untickedAtFirst(many);
    expect(unticked.size).toBe(10);
    expect(selectedOrders(many, unticked)).toEqual(many.slice(0, MAX_ORDERS_PER_DISPATCH));
  });

  it('lets the customer swap one of the first for a later one', () => {
    const [first] = many;
    const later = many[55];
    if (!first || !later) throw new Error('no orders');
    const unticked = new Set(untickedAtFirst(many));
    unticked.add(first.orderId);
    expect(selectedOrders(many, unticked)).toHaveLength(MAX_ORDERS_PER_DISPATCH - 1);
    unticked.delete(later.orderId);
    const selected = selectedOrders(many, unticked);
    expect(selected).toHaveLength(MAX_ORDERS_PER_DISPATCH);
    expect(selected).toContain(later);
    expect(selected).not.toContain(first);
  });

  it('never picks more than one dispatch takes, even for orders that arrive later', () => {
    expect(selectedOrders(many, new Set())).toHaveLength(MAX_ORDERS_PER_DISPATCH);
  });

  it('says so, and says when storage holds more than the page lists', () => {
    expect(storageLimitNote(3, 3)).toBeUndefined();
    expect(storageLimitNote(60, 60)).toBe(
      'One dispatch takes up to 50 orders, so the first 50 are ticked: send them, then the rest.',
    );
    expect(storageLimitNote(100, 130)).toBe(
      'You have 130 orders in storage; here are the latest 100. One dispatch takes up to 50 orders, so the first 50 are ticked: send them, then the rest.',
    );
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

  it('takes the orders it sent out of storage and out of its count', () => {
    const requested = { ...magnum, status: 'DISPATCH_REQUESTED' as const };
    const stored = { orders: [sixBottles, magnum, threeBottles], total: 3, offset: 0, limit: 100 };
    expect(storageAfter(stored, [requested])).toEqual({
      orders: [sixBottles, threeBottles],
      total: 2,
      offset: 0,
      limit: 100,
    });
  });
});
