import { describe, expect, it } from 'vitest';
import {
  isInPriceRange,
  PricePreference,
  pricePreferenceBounds,
  pricePreferenceFor,
  pricePreferenceLabels,
} from './price-preference.ts';

describe('price preference', () => {
  it('has the four ranges', () =>
    expect(PricePreference.options).toEqual(['RANGE_0_10', 'RANGE_10_20', 'RANGE_20_40', 'RANGE_40_PLUS']));
  it('bounds each range in pence', () => {
    expect(pricePreferenceBounds.RANGE_0_10).toEqual({ minPence: 0, maxPence: 1000 });
    expect(pricePreferenceBounds.RANGE_40_PLUS).toEqual({ minPence: 4000, maxPence: null });
  });
  it.each([
    [0, 'RANGE_0_10'],
    [999, 'RANGE_0_10'],
    [1000, 'RANGE_10_20'],
    [1999, 'RANGE_10_20'],
    [2000, 'RANGE_20_40'],
    [3999, 'RANGE_20_40'],
    [4000, 'RANGE_40_PLUS'],
    [250_000, 'RANGE_40_PLUS'],
  ] as const)('%d pence is in %s', (pence, range) => {
    expect(pricePreferenceFor(pence)).toBe(range);
    expect(isInPriceRange(range, pence)).toBe(true);
  });
  it('puts no range on a negative price', () => expect(pricePreferenceFor(-1)).toBeUndefined());
  it('labels the ranges in pounds', () => expect(pricePreferenceLabels.RANGE_10_20).toBe('£10 to £20'));
});
