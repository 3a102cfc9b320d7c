import { z } from 'zod';
import { booleanParam, limitParam, offsetParam } from './query-params.ts';
import { WineListItem } from './wine.ts';
import { WineCategory } from './wine-category.ts';
import { WineType } from './wine-type.ts';

export const SHOP_SORT_FIELDS = ['name', 'price', 'rating', 'vintage'] as const;
export const ShopSortBy = z.enum(SHOP_SORT_FIELDS);
export type ShopSortBy = z.infer<typeof ShopSortBy>;

export const SORT_ORDERS = ['ascending', 'descending'] as const;
export const SortOrder = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof SortOrder>;

export const SHOP_SEARCH_DEFAULT_LIMIT = 20;
export const SHOP_SEARCH_MAX_LIMIT = 100;

const textFilter = z.string().trim().min(1).max(100).optional();

/**
 * Spec section 3's wine search filters, plus `wineType` and `category` for the storefront's
 * `/shop?type=red` and `/shop?category=investment`. Text filters match whole values, ignoring
 * letter case. Prices are pence and filter the public price (the price everyone can pay).
 * Non-vintage wines sort last in both orders; ties break by name, then id.
 */
export const ShopSearchQuery = z
  .object({
    region: textFilter,
    country: textFilter,
    varietal: textFilter,
    wineType: WineType.optional(),
    category: WineCategory.optional(),
    priceMin: z.coerce.number().int().min(0).optional(),
    priceMax: z.coerce.number().int().min(0).optional(),
    inStock: booleanParam.optional(),
    sortBy: ShopSortBy.default('name'),
    sortOrder: SortOrder.default('ascending'),
    offset: offsetParam,
    limit: limitParam(SHOP_SEARCH_DEFAULT_LIMIT, SHOP_SEARCH_MAX_LIMIT),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    path: ['priceMax'],
    message: 'priceMax must not be below priceMin',
  });
export type ShopSearchQuery = z.infer<typeof ShopSearchQuery>;
export type ShopSearchParams = z.input<typeof ShopSearchQuery>;

/** A page of wines: `total` counts every match, `items` holds at most `limit` from `offset`. */
export const ShopSearchResult = z
  .object({
    items: z.array(WineListItem),
    total: z.int().min(0),
    offset: z.int().min(0),
    limit: z.int().min(1),
  })
  .meta({ id: 'ShopSearchResult' });
export type ShopSearchResult = z.infer<typeof ShopSearchResult>;
