import type { Pool } from '@wine/platform/db/pool';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import { contentMigrations } from './content-migrations.ts';
import { contentRouter } from './http/content-router.ts';
import { CONTENT_PROJECTION, contentProjection } from './projections/content-projection.ts';

export interface ContentDeps {
  pool: Pool;
  /** The storefront's public origin (WEB_APP_URL), for sitemap.xml. */
  siteUrl: string;
}

/** The journal, learning pages and search as a process hosts them: routes, read model, migrations. */
export function createContent(deps: ContentDeps): ContextFace {
  return {
    name: 'content',
    publishes: true,
    routes: [contentRouter({ pool: deps.pool, siteUrl: deps.siteUrl })],
    // A page read right after an import waits for it.
    consistentReads: { '/api/journal': [CONTENT_PROJECTION], '/api/learn': [CONTENT_PROJECTION] },
    projections: [contentProjection],
    migrations: [contentMigrations],
  };
}
