import type { ReadyAnswer } from '@wine/platform/http/ready-answers';
import type { ViewerOf } from '@wine/platform/http/viewer';
import type { StampedCache } from '@wine/platform/projections/stamped-cache';
import type { Redis } from 'ioredis';
import type { ShopReader } from '../read/shop-reader.ts';

/** What the catalog's routes read from, built once by `catalogRouter`. */
export interface CatalogHttpDeps {
  redis: Redis;
  reader: ShopReader;
  /** Serialised answers as UTF-8 bytes, dropped when the shop read model changes. */
  cache: StampedCache<ReadyAnswer>;
  viewerOf: ViewerOf;
  clock: () => Date;
  /** Prefix of the Redis read models' keys (tests isolate with it). */
  redisKeyPrefix: string;
}
