import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ShopSearch } from '../shop-search.ts';
import { toSearchParams } from '../to-search-params.ts';
import { searchWines } from './search-wines.ts';

export const shopQuery = (search: ShopSearch) => {
  const params = toSearchParams(search);
  return queryOptions({
    queryKey: ['shop', 'search', params],
    queryFn: ({ signal }) => searchWines(params, signal),
    // While a new filter loads, the last results stay on screen (dimmed) instead of a blank grid.
    placeholderData: keepPreviousData,
  });
};
