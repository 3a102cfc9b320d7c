import { describe, expect, it } from 'vitest';
import type { Cart, CartProduct } from './cart-rules.ts';
import { CASE_SLOTS, caseFill, caseSlots } from './case-fill.ts';

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

describe('case fill', () => {
  it.each([
    [0, { filled: 0, completeCases: 0, remaining: 12 }],
    [1, { filled: 1, completeCases: 0, remaining: 11 }],
    [11, { filled: 11, completeCases: 0, remaining: 1 }],
    [12, { filled: 12, completeCases: 1, remaining: 0 }],
    [13, { filled: 1, completeCases: 1, remaining: 11 }],
    [24, { filled: 12, completeCases: 2, remaining: 0 }],
  ])('%s slots', (slots, expected) => {
    expect(caseFill(slots)).toEqual(expected);
  });
});
