import type { ShopSearchQuery } from '@wine/contracts/catalog/shop-search';
import type { ShopSearch } from './shop-search.ts';

const PENCE_PER_POUND = 100;

/**
 * The API's search from the shop's URL: pounds become pence, `type` becomes `wineType`, and
 * a price range typed backwards is turned round rather than refused.
 */
export function toSearchParams(search: ShopSearch): ShopSearchQuery {
  const [low, high] =
    search.priceMin !== undefined && search.priceMax !== undefined && search.priceMin > search.priceMax
      ? [search.priceMax, search.priceMin]
      : [search.priceMin, search.priceMax];
  const params: ShopSearchQuery = {
    sortBy: search.sortBy,
    sortOrder: search.sortOrder,
    offset: search.offset,
    limit: search.limit,
  };
  if (search.type) params.wineType = search.type;
  if (search.category) params.category = search.category;
  if (search.region) params.region = search.region;
  if (search.country) params.country = search.country;
  if (search.varietal) params.varietal = search.varietal;
  if (low !== undefined) params.priceMin = low * PENCE_PER_POUND;
  if (high !== undefined) params.priceMax = high * PENCE_PER_POUND;
  if (search.inStock) params.inStock = true;
  return params;
}
