import { CASE_SLOTS } from '@wine/contracts/orders/delivery';
import { describe, expect, it } from 'vitest';
import type { Cart, CartProduct } from './cart-rules.ts';
import { caseSlots } from './case-fill.ts';

const line = (bottleSize: CartProduct['bottleSize'], quantity: number) => ({
  product: {
    id: bottleSize.toLowerCase(),
    name: 'x',
    slug: 'x',
    producer: 'p',
    wineType: 'red' as const,
    bottleSize,
    vintage: null,
  },
  quantity,
  addedAt: '2026-11-22T00:00:00.000Z',
});
const cart = (...items: ReturnType<typeof line>[]): Cart => ({ items, lastUpdated: items[0]?.addedAt ?? '' });

describe('case slots', () => {
  it('counts a magnum as 6 slots and any other bottle as 1', () => {
    expect(caseSlots(cart())).toBe(0);
    expect(caseSlots(cart(line('BOTTLE', 3), line('HALF_BOTTLE', 2)))).toBe(5);
    expect(caseSlots(cart(line('MAGNUM', 1), line('BOTTLE', 2)))).toBe(8);
    expect(caseSlots(cart(line('MAGNUM', 2)))).toBe(CASE_SLOTS);
  });
});
