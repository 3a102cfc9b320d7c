import type { QueryClient } from '@tanstack/react-query';

/** Resolves once no query of the cache is fetching (at once when none is). */
export function waitForQueries(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
