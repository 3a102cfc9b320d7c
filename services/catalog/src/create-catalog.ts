import type { Pool } from '@wine/platform/db/pool';
import type { ViewerOf } from '@wine/platform/http/viewer';
import type { Projection } from '@wine/platform/projections/projection';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import type { Redis } from 'ioredis';
import { catalogRouter } from './http/catalog-router.ts';
import { DROP_PROJECTION, dropProjection } from './projections/drop/drop-projection.ts';
import { SHOP_PROJECTION, shopProjection } from './projections/shop/shop-projection.ts';

export interface CatalogDeps {
  pool: Pool;
  redis: Redis;
  /** Identity's member check: members see member prices. */
  viewerOf: ViewerOf;
  /** The read models the member check reads from: a price waits for membership news too. */
  viewerReadModels: readonly string[];
}

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const catalogReadModels: Projection[] = [shopProjection, dropProjection];

/** The catalog as a process hosts it: the shop and drop routes and their read models. */
export function createCatalog(deps: CatalogDeps): ContextFace {
  const shop = [...deps.viewerReadModels, SHOP_PROJECTION];
  return {
    name: 'catalog',
    publishes: true,
    routes: [catalogRouter({ pool: deps.pool, redis: deps.redis, viewerOf: deps.viewerOf })],
    consistentReads: {
      '/api/mobile-app/shop': shop,
      '/api/mobile-app/shop/search': shop,
      '/fn/getWineProductDto': shop,
      // The product page after a review: its rating comes from review events through the shop.
      '/api/catalog/wines/:slug': shop,
      '/fn/getDropsV2': [...deps.viewerReadModels, DROP_PROJECTION],
    },
    projections: catalogReadModels,
  };
}
