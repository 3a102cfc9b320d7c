import { queryOptions } from '@tanstack/react-query';
import { getWine } from './get-wine.ts';

export const wineQuery = (slug: string) =>
  queryOptions({
    queryKey: ['wine', slug],
    queryFn: ({ signal }) => getWine(slug, signal),
  });
