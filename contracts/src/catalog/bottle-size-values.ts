import { MAGNUM_CASE_SLOTS } from '../wine-badge.ts';

// The sizes and their facts without zod, so the storefront's first page reads them without
// bringing in the schemas (bottle-size.ts builds the schema from them).
export const BOTTLE_SIZES = ['HALF_BOTTLE', 'BOTTLE', 'MAGNUM'] as const;
type BottleSize = (typeof BOTTLE_SIZES)[number];
export const bottleSizeMillilitres: Readonly<Record<BottleSize, number>> = {
  HALF_BOTTLE: 375,
  BOTTLE: 750,
  MAGNUM: 1500,
};

export const bottleSizeLabels: Readonly<Record<BottleSize, string>> = {
  HALF_BOTTLE: 'Half bottle (37.5cl)',
  BOTTLE: 'Bottle (75cl)',
  MAGNUM: 'Magnum (150cl)',
};

// Spec section 9 fixes the magnum at 6 slots; a half bottle still takes a whole slot.
export const bottleSizeCaseSlots: Readonly<Record<BottleSize, number>> = {
  HALF_BOTTLE: 1,
  BOTTLE: 1,
  MAGNUM: MAGNUM_CASE_SLOTS,
};
