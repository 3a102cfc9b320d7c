import { queryOptions } from '@tanstack/react-query';
import { FEATURED_DEFAULT_LIMIT } from '@wine/contracts/catalog/wine';
import { getFeaturedWines } from './get-featured-wines.ts';

export const featuredWinesQuery = (limit = FEATURED_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: ['wines', 'featured', limit],
    queryFn: ({ signal }) => getFeaturedWines(limit, signal),
  });
