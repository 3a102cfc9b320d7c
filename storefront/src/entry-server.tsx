import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { createQueryClient } from './config/query-client.ts';
import { setServerApiOrigin } from './lib/api/server-api-origin.ts';
import { isServerRendered } from './lib/ssr/server-rendered-pages.ts';
import { waitForQueries } from './lib/ssr/wait-for-queries.ts';
import { createAppRouter } from './router.tsx';

/** What the gateway puts in the page: the app's markup for `#root`, and the data it was made from. */
export interface RenderedPage {
  /** 200, or 404 for a wine that does not exist. */
  status: 200 | 404;
  html: string;
  /** The query cache, dehydrated: the browser starts from it instead of asking again. */
  state: unknown;
}

/** The server entry (built by `build/ssr-build.ts`); the gateway calls it with its own origin. */
export function createRenderer(apiOrigin: string) {
  setServerApiOrigin(apiOrigin);
  /**
   * The page at `url` (path and query) as a signed-out shopper sees it, with the same loaders
   * and query cache as the browser; undefined for a page not rendered on the server, or when the
   * route sends a guest elsewhere (a signed-in shopper's browser would render it differently):
   * such a page gets the shell.
   */
  return async function render(url: string): Promise<RenderedPage | undefined> {
    if (!isServerRendered(new URL(url, 'http://page').pathname)) return undefined;
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    // A guard sent the guest elsewhere (the drop asks a guest to sign in), or a loader failed:
    // the browser builds the page itself (and retries what failed).
    const result = router._serverResult;
    if (result?.type !== 'render' || result.status === 500) return undefined;
    // Loaders that only start their queries (the home page, the shop) are waited for here, so
    // the markup carries the wines, not skeletons.
    await waitForQueries(queryClient);
    const html = renderToString(<App queryClient={queryClient} router={router} />);
    return { status: result.status, html, state: dehydrate(queryClient) };
  };
}
