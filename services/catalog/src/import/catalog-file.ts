import { DropDate, MasterWineId, ProductId, Slug } from '@wine/contracts/catalog/catalog-ids';
import { guestLimitOf } from '@wine/contracts/catalog/guest-limit';
import { MasterWineDetails, ProductDetails } from '@wine/contracts/catalog/wine-details';
import { Pence } from '@wine/contracts/money';
import { z } from 'zod';

/**
 * One row of an import file: a sellable product with its master wine's details, flat so the
 * file reads like the spreadsheet it usually comes from. Unknown fields are refused (a typo
 * must not silently drop a value). Price and stock rules are the decider's, not repeated here.
 */
export const WineRow = z.strictObject({
  productId: ProductId,
  masterWineId: MasterWineId,
  slug: Slug,
  ...MasterWineDetails.shape,
  ...ProductDetails.shape,
  badges: ProductDetails.shape.badges.default([]),
  isNewMemberOffer: z.boolean().default(false),
  // Every wine has a guest limit: a row without one (or null) gets the default (docs/catalog.md).
  maxQuantityForGuest: ProductDetails.shape.maxQuantityForGuest.default(null).transform(guestLimitOf),
  publicPricePence: Pence,
  memberPricePence: Pence,
  stockLevel: z.int(),
});
export type WineRow = z.infer<typeof WineRow>;
export type WineRowInput = z.input<typeof WineRow>;

export const DropRow = z.strictObject({ date: DropDate, productIds: z.array(ProductId) });
export type DropRow = z.infer<typeof DropRow>;

/** The file's outline; rows are checked one by one so that every bad row is reported. */
export const CatalogFileOutline = z.strictObject({
  wines: z.array(z.unknown()),
  drops: z.array(z.unknown()).default([]),
});

export interface CatalogFile {
  wines: WineRow[];
  drops: DropRow[];
}

export const masterWineOf = (row: WineRow): MasterWineDetails =>
  MasterWineDetails.parse(pick(row, MasterWineDetails.keyof().options));

export const productOf = (row: WineRow): ProductDetails =>
  ProductDetails.parse(pick(row, ProductDetails.keyof().options));

function pick<T extends object, K extends string>(source: T, keys: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(keys.map((key) => [key, (source as Record<string, unknown>)[key]])) as Record<
    K,
    unknown
  >;
}
