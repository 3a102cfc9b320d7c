import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { createQueryClient } from './config/query-client.ts';
import { setServerApiOrigin, setServerReadListener } from './lib/api/server-api-origin.ts';
import { isServerRendered } from './lib/ssr/server-rendered-pages.ts';
import { waitForQueries } from './lib/ssr/wait-for-queries.ts';
import { createAppRouter } from './router.tsx';

export { pageKeyOf } from './lib/ssr/page-key.ts';

/** What the gateway puts in the page: the app's markup for `#root`, and the data it was made from. */
export interface RenderedPage {
  /** 200, or 404 for a wine that does not exist. */
  status: 200 | 404;
  html: string;
  /** The query cache, dehydrated: the browser starts from it instead of asking again. */
  state: unknown;
  /** The API paths the render read (the gateway keeps the page while what is behind them holds). */
  reads: string[];
}

// Each render's reads, wherever its queries run: several renders run at once.
const readsOfRender = new AsyncLocalStorage<Set<string>>();

/** The server entry (built by `build/ssr-build.ts`); the gateway calls it with its own origin. */
export function createRenderer(apiOrigin: string) {
  setServerApiOrigin(apiOrigin);
  setServerReadListener((path) => readsOfRender.getStore()?.add(path));
  /**
   * The page at `url` (path and query) as a signed-out shopper sees it, with the same loaders
   * and query cache as the browser; undefined for a page not rendered on the server, or when the
   * route sends a guest elsewhere (a signed-in shopper's browser would render it differently):
   * such a page gets the shell. Router's own request handler loads the route; a redirect never
   * reaches the callback.
   */
  return async function render(url: string): Promise<RenderedPage | undefined> {
    if (!isServerRendered(new URL(url, 'http://page').pathname)) return undefined;
    const queryClient = createQueryClient();
    const reads = new Set<string>();
    let page: RenderedPage | undefined;
    const handle = createRequestHandler({
      request: new Request(new URL(url, 'http://page')),
      createRouter: () => createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] })),
    });
    await readsOfRender.run(reads, () =>
      handle(async ({ router }) => {
        const status = getSsrStatus(router);
        // A loader failed: the browser builds the page itself (and retries what failed).
        if (status === 500) return new Response(null, { status });
        // Loaders that only start their queries (the home page, the shop) are waited for here,
        // so the markup carries the wines, not skeletons.
        await waitForQueries(queryClient);
        const html = renderToString(<App queryClient={queryClient} router={router} />);
        page = { status, html, state: dehydrate(queryClient), reads: [...reads] };
        return new Response(null, { status });
      }),
    );
    return page;
  };
}
