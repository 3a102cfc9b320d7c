import { describe, expect, it } from 'vitest';
import { StockUrgency, stockUrgencyFor, stockUrgencyLabels } from './stock-urgency.ts';

describe('stock urgency', () => {
  it.each([
    [0, 'OUT_OF_STOCK'],
    [-3, 'OUT_OF_STOCK'],
    [Number.NaN, 'OUT_OF_STOCK'],
    [1, 'ALMOST_GONE_FOREVER'],
    [6, 'ALMOST_GONE_FOREVER'],
    [7, 'A_FEW_BOTTLES_LEFT'],
    [24, 'A_FEW_BOTTLES_LEFT'],
    [25, 'SELLING_OUT_FAST'],
    [60, 'SELLING_OUT_FAST'],
    [61, 'PLENTY_IN_STOCK'],
    [5000, 'PLENTY_IN_STOCK'],
  ] as const)('%d bottles is %s', (stock, urgency) => expect(stockUrgencyFor(stock)).toBe(urgency));

  it('every level has a label', () => {
    for (const level of StockUrgency.options) expect(stockUrgencyLabels[level]).not.toBe('');
    expect(stockUrgencyLabels.ALMOST_GONE_FOREVER).toBe('Almost gone forever');
  });
});
