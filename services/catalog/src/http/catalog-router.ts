import type { Pool } from '@wine/platform/db/pool';
import { createRouter } from '@wine/platform/http/create-router';
import type { ReadyAnswer } from '@wine/platform/http/ready-answers';
import { guestsOnly, type ViewerOf } from '@wine/platform/http/viewer';
import { ProjectionStamp, pgStampOf, type StampOptions } from '@wine/platform/projections/projection-stamp';
import { StampedCache } from '@wine/platform/projections/stamped-cache';
import type { Redis } from 'ioredis';
import { SHOP_PROJECTION } from '../projections/shop/shop-projection.ts';
import { ShopReader } from '../read/shop-reader.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { labelRoutes } from './label-routes.ts';
import { namedCallRoutes } from './named-call-routes.ts';
import { shopRoutes } from './shop-routes.ts';

export interface CatalogRouterOptions {
  pool: Pool;
  redis: Redis;
  clock?: () => Date;
  viewerOf?: ViewerOf;
  redisKeyPrefix?: string;
  stamp?: StampOptions;
}

/** Every catalog route, ready for `app.route('/', catalogRouter(...))`. */
export function catalogRouter(options: CatalogRouterOptions) {
  const deps = {
    redis: options.redis,
    reader: new ShopReader(options.pool),
    cache: new StampedCache<ReadyAnswer>(
      new ProjectionStamp(pgStampOf(options.pool, SHOP_PROJECTION), options.stamp),
    ),
    viewerOf: options.viewerOf ?? guestsOnly,
    clock: options.clock ?? (() => new Date()),
    redisKeyPrefix: options.redisKeyPrefix ?? '',
  };
  return createRouter()
    .route('/', shopRoutes(deps))
    .route('/', catalogRoutes(deps))
    .route('/', namedCallRoutes(deps))
    .route('/', labelRoutes(deps));
}
