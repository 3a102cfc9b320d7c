import type { ShopSearch } from './shop-search.ts';

export type FilterKey = 'region' | 'country' | 'varietal' | 'price' | 'inStock';

export interface ActiveFilter {
  key: FilterKey;
  label: string;
}

const priceLabel = (min: number | undefined, max: number | undefined): string | undefined => {
  if (min !== undefined && max !== undefined) return `£${Math.min(min, max)} to £${Math.max(min, max)}`;
  if (min !== undefined) return `From £${min}`;
  if (max !== undefined) return `Up to £${max}`;
  return undefined;
};

/** The refinements beyond type and category, as removable chips; type tabs show the rest. */
export function activeFilters(search: ShopSearch): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (search.region) filters.push({ key: 'region', label: `Region: ${search.region}` });
  if (search.country) filters.push({ key: 'country', label: `Country: ${search.country}` });
  if (search.varietal) filters.push({ key: 'varietal', label: `Grape: ${search.varietal}` });
  const price = priceLabel(search.priceMin, search.priceMax);
  if (price) filters.push({ key: 'price', label: price });
  if (search.inStock) filters.push({ key: 'inStock', label: 'In stock only' });
  return filters;
}

/** The search without one filter, back on the first page. */
export function withoutFilter(search: ShopSearch, key: FilterKey): ShopSearch {
  const next: ShopSearch = { ...search, offset: 0 };
  if (key === 'price') {
    next.priceMin = undefined;
    next.priceMax = undefined;
  } else {
    next[key] = undefined;
  }
  return next;
}

/** The search with every refinement removed; type, category and sort stay. */
export const withoutFilters = (search: ShopSearch): ShopSearch =>
  activeFilters(search).reduce((next, filter) => withoutFilter(next, filter.key), search);
