import { createFileRoute } from '@tanstack/react-router';
import { RESULTS, searchQuery } from '../features/search/api/search-query.ts';
import { SearchPage } from '../features/search/components/search-page.tsx';
import { SearchParams } from '../features/search/search-params.ts';
import { lazySearch } from '../lib/validation/lazy-search.ts';

export const Route = createFileRoute('/search')({
  validateSearch: lazySearch(SearchParams),
  loaderDeps: ({ search }) => search,
  // Awaited, so the server's page carries the results as links (no JavaScript needed).
  loader: async ({ context, deps }) => {
    if (deps.q) await context.queryClient.ensureQueryData(searchQuery(deps.q, RESULTS));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  return <SearchPage q={q} />;
}
