import type { Redis } from 'ioredis';
import type { ShopReader } from '../read/shop-reader.ts';
import type { StampedCache } from '../read/stamped-cache.ts';
import type { Bytes } from './responses.ts';
import type { ViewerOf } from './viewer-of.ts';

/** What the catalog's routes read from, built once by `catalogRouter`. */
export interface CatalogHttpDeps {
  redis: Redis;
  reader: ShopReader;
  /** Serialised answers as UTF-8 bytes (a hit is written to the socket as is), dropped when the shop read model changes. */
  cache: StampedCache<Bytes>;
  viewerOf: ViewerOf;
  clock: () => Date;
  /** Prefix of the Redis read models' keys (tests isolate with it). */
  redisKeyPrefix: string;
}
