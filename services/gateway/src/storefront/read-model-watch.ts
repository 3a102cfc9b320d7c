import type { Pool } from '@wine/platform/db/pool';
import { type ProjectionStamp, stampOf } from '@wine/platform/projections/projection-stamp';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import type { Redis } from 'ioredis';

/** Where the pages' read models live, and whose routes a page reads. */
export interface WatchedStores {
  pool: Pool;
  redis: Redis;
  redisKeyPrefix?: string;
}

/** The read models behind what a page read, and their stamps (read-model positions) now. */
export interface ReadModelWatch {
  /** The read models behind an API path; undefined when no context serves that path. */
  readModelsOf(apiPath: string): readonly string[] | undefined;
  /** One string for where these read models are now: it changes when any of them moves. */
  stampOf(readModels: readonly string[]): Promise<string>;
}

// A route's pattern as Hono writes it (`/api/catalog/wines/:slug`, `:id{[0-9]+}`, `*`) as a test.
function patternOf(path: string): RegExp {
  const parts = path.split('/').map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}$`);
}

/**
 * A page's reads followed at the grain of the context that answered them: an API path a page
 * read belongs to the context whose GET route matches it, and is behind that context's read
 * models (a context answers its reads from its own). Their stamps are ProjectionStamps: read at
 * most every 100 ms while pages are asked for, and never while none are.
 */
export function readModelWatch(faces: readonly ContextFace[], stores: WatchedStores): ReadModelWatch {
  const routes = faces.flatMap((face) => {
    const readModels = (face.projections ?? []).map((projection) => projection.name);
    return (face.routes ?? [])
      .flatMap((router) => router.routes)
      .filter((route) => route.method === 'GET')
      .map((route) => ({ pattern: patternOf(route.path), readModels }));
  });
  const stamps = new Map<string, ProjectionStamp>();
  for (const projection of faces.flatMap((face) => face.projections ?? []))
    stamps.set(projection.name, stampOf(projection, stores));
  const stampNow = (name: string): Promise<string> | string => {
    const stamp = stamps.get(name);
    if (!stamp) return 'unknown';
    return stamp.currentNow() ?? stamp.current();
  };
  return {
    readModelsOf: (apiPath) => routes.find((route) => route.pattern.test(apiPath))?.readModels,
    stampOf: async (readModels) =>
      (await Promise.all(readModels.map((name) => stampNow(name))))
        .map((stamp, i) => `${readModels[i]}=${stamp}`)
        .join(';'),
  };
}
