import { z } from 'zod';

export const PricePreference = z.enum(['RANGE_0_10', 'RANGE_10_20', 'RANGE_20_40', 'RANGE_40_PLUS']);
export type PricePreference = z.infer<typeof PricePreference>;

/** minPence inclusive, maxPence exclusive (null: no upper bound), so £10.00 is in RANGE_10_20. */
export type PriceBounds = { minPence: number; maxPence: number | null };

export const pricePreferenceBounds: Readonly<Record<PricePreference, PriceBounds>> = {
  RANGE_0_10: { minPence: 0, maxPence: 1000 },
  RANGE_10_20: { minPence: 1000, maxPence: 2000 },
  RANGE_20_40: { minPence: 2000, maxPence: 4000 },
  RANGE_40_PLUS: { minPence: 4000, maxPence: null },
};

// Labels are our choice; the spec gives only the codes.
export const pricePreferenceLabels: Readonly<Record<PricePreference, string>> = {
  RANGE_0_10: 'Under £10',
  RANGE_10_20: '£10 to £20',
  RANGE_20_40: '£20 to £40',
  RANGE_40_PLUS: '£40 and over',
};

export function isInPriceRange(preference: PricePreference, pricePence: number): boolean {
  const { minPence, maxPence } = pricePreferenceBounds[preference];
  return pricePence >= minPence && (maxPence === null || pricePence < maxPence);
}

/** The range a price falls in; undefined for a negative or non-numeric price. */
export function pricePreferenceFor(pricePence: number): PricePreference | undefined {
  return PricePreference.options.find((preference) => isInPriceRange(preference, pricePence));
}
