import { QueryClient } from '@tanstack/react-query';

// Spec section 9: data is fresh for 5 minutes, kept 10, and not refetched on window focus.
export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_GC_TIME_MS = 600_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        // The API clients own the retry policy (spec section 7: the main client retries a 5xx
        // exactly once, the admin client never); query retries on top would multiply it.
        retry: false,
      },
    },
  });
}
