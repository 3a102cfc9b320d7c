import {
  SHOP_SEARCH_DEFAULT_LIMIT,
  SHOP_SEARCH_MAX_LIMIT,
  SHOP_SORT_FIELDS,
  SORT_ORDERS,
} from '@wine/contracts/catalog/shop-search';
import { WINE_CATEGORIES } from '@wine/contracts/catalog/wine-category';
import { WINE_TYPES } from '@wine/contracts/catalog/wine-type';
// zod/mini: this runs on the first page, where classic zod would add about 25 KiB gzip.
import { z } from 'zod/mini';
import { lazySchema } from '../../lib/validation/lazy-schema.ts';

// The shop's URL: every filter lives here so a search can be shared, bookmarked and reloaded.
// Each field falls back on its own (`.catch`), so a hand-edited or stale URL never errors: a bad
// value is simply ignored. Prices are whole pounds here (people read URLs); the API takes pence.
const text = () =>
  z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined);
const wholeNumber = (max: number) => z.coerce.number().check(z.int(), z.minimum(0), z.maximum(max));
const pounds = () => z.catch(z.optional(wholeNumber(100_000)), undefined);

export const SHOP_SEARCH_DEFAULTS = {
  sortBy: 'name',
  sortOrder: 'ascending',
  offset: 0,
  limit: SHOP_SEARCH_DEFAULT_LIMIT,
} as const;

// Built on first use (lib/validation/lazy-search.ts).
export const ShopSearch = lazySchema(() =>
  z.object({
    type: z.catch(z.optional(z.enum(WINE_TYPES)), undefined),
    category: z.catch(z.optional(z.enum(WINE_CATEGORIES)), undefined),
    region: text(),
    country: text(),
    varietal: text(),
    priceMin: pounds(),
    priceMax: pounds(),
    // Only "in stock only" is a filter; `false` means the same as absent, so it is dropped.
    inStock: z.catch(
      z.pipe(
        z.optional(z.union([z.boolean(), z.stringbool()])),
        z.transform((value) => (value === true ? true : undefined)),
      ),
      undefined,
    ),
    sortBy: z.catch(
      z._default(z.enum(SHOP_SORT_FIELDS), SHOP_SEARCH_DEFAULTS.sortBy),
      SHOP_SEARCH_DEFAULTS.sortBy,
    ),
    sortOrder: z.catch(
      z._default(z.enum(SORT_ORDERS), SHOP_SEARCH_DEFAULTS.sortOrder),
      SHOP_SEARCH_DEFAULTS.sortOrder,
    ),
    offset: z.catch(z._default(wholeNumber(100_000), 0), 0),
    limit: z.catch(
      z._default(wholeNumber(SHOP_SEARCH_MAX_LIMIT).check(z.minimum(1)), SHOP_SEARCH_DEFAULTS.limit),
      SHOP_SEARCH_DEFAULTS.limit,
    ),
  }),
);
export type ShopSearch = z.output<ReturnType<typeof ShopSearch>>;
