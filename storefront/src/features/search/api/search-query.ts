import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchEverything } from './search-api.ts';

/** The header's suggestions: a few of each. */
export const SUGGESTIONS = 5;
/** The search page's results. */
export const RESULTS = 20;

export const searchQuery = (q: string, limit: number) =>
  queryOptions({
    queryKey: ['search', q, limit],
    queryFn: ({ signal }) => searchEverything(q, limit, signal),
    // While the next keystroke's results load, the last ones stay.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
