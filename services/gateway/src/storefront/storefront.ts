import type { Logger } from '@wine/platform/observability/logger';
import type { MiddlewareHandler } from 'hono';
import { loadPageRenderer } from './page-renderer.ts';
import { serveStorefront } from './serve-storefront.ts';
import { loadStorefrontFiles } from './storefront-files.ts';

export interface StorefrontOptions {
  /** The storefront's build (`storefront/dist`). */
  dir: string;
  /** Where the server-side render calls the API: this gateway (selfOrigin). */
  apiOrigin: string;
  logger: Logger;
}

/** The storefront's build, served; its pages rendered on the server when the build has the server entry. */
export async function storefrontMiddleware({
  dir,
  apiOrigin,
  logger,
}: StorefrontOptions): Promise<MiddlewareHandler> {
  const render = await loadPageRenderer(dir, apiOrigin);
  // The first render loads the routes' code and warms the JIT (about a second): done now, on a
  // page that asks the API nothing, rather than on the first shopper's page, which would miss
  // its deadline and get the shell.
  render?.('/journal').catch((error: unknown) =>
    logger.warn({ err: error }, 'server-side render warm-up failed'),
  );
  return serveStorefront(await loadStorefrontFiles(dir), render ? { render, logger } : undefined);
}
