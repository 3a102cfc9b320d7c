import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './components/ui/not-found-page.tsx';
import { ErrorFallback } from './features/error-fallback/components/error-fallback.tsx';
import { routeTree } from './routeTree.gen.ts';

/** How long a route may load before its skeleton shows. */
export const ROUTE_PENDING_MS = 250;

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history`: the browser's by default; the server renders one URL from a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    // Loaders read through the query cache, which owns freshness (5 min); the router must not
    // keep a second copy that goes stale on its own schedule.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    // A skeleton only when loading is noticeable, and then long enough not to flicker.
    defaultPendingMs: ROUTE_PENDING_MS,
    defaultPendingMinMs: 300,
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: () => <NotFoundPage />,
    // Spec section 2: scroll returns to the top after every route change. With restoration off,
    // the router's default `resetScroll` does exactly that; the e2e checks it.
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
