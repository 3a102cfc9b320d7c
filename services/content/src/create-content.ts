import type { Pool } from '@wine/platform/db/pool';
import type { Projection } from '@wine/platform/projections/projection';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import { contentMigrations } from './content-migrations.ts';
import { contentRouter } from './http/content-router.ts';
import { CONTENT_PROJECTION, contentProjection } from './projections/content-projection.ts';

export interface ContentDeps {
  pool: Pool;
  /** The storefront's public origin (WEB_APP_URL), for sitemap.xml. */
  siteUrl: string;
}

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const contentReadModels: Projection[] = [contentProjection];

/** The journal, learning pages and search as a process hosts them: routes, read model, migrations. */
export function createContent(deps: ContentDeps): ContextFace {
  return {
    name: 'content',
    publishes: true,
    routes: [contentRouter({ pool: deps.pool, siteUrl: deps.siteUrl })],
    // A read that names a position (x-min-position) waits until the read model has it.
    consistentReads: Object.fromEntries(
      ['/api/journal', '/api/journal/*', '/api/learn', '/api/learn/*', '/api/search'].map((path) => [
        path,
        [CONTENT_PROJECTION],
      ]),
    ),
    projections: contentReadModels,
    migrations: [contentMigrations],
  };
}
