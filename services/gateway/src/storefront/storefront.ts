import type { PageSources } from '@wine/platform/http/page-sources';
import type { Logger } from '@wine/platform/observability/logger';
import type { MiddlewareHandler } from 'hono';
import { PageCache } from './page-cache.ts';
import { loadPageRenderer } from './page-renderer.ts';
import type { ReadModelWatch } from './read-model-watch.ts';
import { RenderGate } from './render-gate.ts';
import { serveStorefront } from './serve-storefront.ts';
import { loadStorefrontFiles } from './storefront-files.ts';

export interface StorefrontOptions {
  /** The storefront's build (`storefront/dist`). */
  dir: string;
  /** Where the server-side render calls the API: this gateway (selfOrigin). */
  apiOrigin: string;
  /** Where the read models behind the pages' reads are: a kept page is rendered again once they move. */
  readModels: ReadModelWatch;
  /** The origins the contexts' browser code needs, for the pages' CSP. */
  sources: PageSources;
  logger: Logger;
}

/** The storefront's build, served; its pages rendered on the server when the build has the server entry. */
export async function storefrontMiddleware({
  dir,
  apiOrigin,
  readModels,
  sources,
  logger,
}: StorefrontOptions): Promise<MiddlewareHandler> {
  const entry = await loadPageRenderer(dir, apiOrigin);
  // The first render loads the routes' code and warms the JIT (about a second): done now, on a
  // page that asks the API nothing (the search page with no query; the journal asks for its
  // posts now), rather than on the first shopper's page, which would miss its deadline and get
  // the shell.
  entry
    ?.render('/search')
    .catch((error: unknown) => logger.warn({ err: error }, 'server-side render warm-up failed'));
  const rendering = entry && {
    entry,
    cache: new PageCache(readModels),
    gate: new RenderGate(),
    readModelsOf: readModels.readModelsOf,
    logger,
  };
  return serveStorefront(await loadStorefrontFiles(dir), rendering, sources) as MiddlewareHandler;
}
