import {
  SHOP_SEARCH_DEFAULT_LIMIT,
  SHOP_SEARCH_MAX_LIMIT,
  ShopSortBy,
  SortOrder,
} from '@wine/contracts/catalog/shop-search';
import { WineCategory } from '@wine/contracts/catalog/wine-category';
import { WineType } from '@wine/contracts/catalog/wine-type';
import { z } from 'zod';

// The shop's URL: every filter lives here so a search can be shared, bookmarked and reloaded.
// Each field falls back on its own (`.catch`), so a hand-edited or stale URL never errors: a bad
// value is simply ignored. Prices are whole pounds here (people read URLs); the API takes pence.
const text = z.string().trim().min(1).max(100).optional().catch(undefined);
const pounds = z.coerce.number().int().min(0).max(100_000).optional().catch(undefined);

export const SHOP_SEARCH_DEFAULTS = {
  sortBy: 'name',
  sortOrder: 'ascending',
  offset: 0,
  limit: SHOP_SEARCH_DEFAULT_LIMIT,
} as const;

export const ShopSearch = z.object({
  type: WineType.optional().catch(undefined),
  category: WineCategory.optional().catch(undefined),
  region: text,
  country: text,
  varietal: text,
  priceMin: pounds,
  priceMax: pounds,
  // Only "in stock only" is a filter; `false` means the same as absent, so it is dropped.
  inStock: z
    .union([z.boolean(), z.stringbool()])
    .optional()
    .transform((value) => (value === true ? true : undefined))
    .catch(undefined),
  sortBy: ShopSortBy.default(SHOP_SEARCH_DEFAULTS.sortBy).catch(SHOP_SEARCH_DEFAULTS.sortBy),
  sortOrder: SortOrder.default(SHOP_SEARCH_DEFAULTS.sortOrder).catch(SHOP_SEARCH_DEFAULTS.sortOrder),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).catch(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SHOP_SEARCH_MAX_LIMIT)
    .default(SHOP_SEARCH_DEFAULTS.limit)
    .catch(SHOP_SEARCH_DEFAULTS.limit),
});
export type ShopSearch = z.output<typeof ShopSearch>;
