import { liveNamespace } from '@wine/platform/projections/redis-projector';
import type { Redis } from 'ioredis';
import { DROP_PROJECTION, dropDayKey } from '../projections/drop/drop-projection.ts';

/** The wine ids of a day's drop, from the drop read model; none when the day has no drop. */
export async function dropProductIds(redis: Redis, date: string, keyPrefix = ''): Promise<string[]> {
  const ns = await liveNamespace(redis, DROP_PROJECTION, keyPrefix);
  if (ns === null) return [];
  const ids = await redis.get(`${ns}${dropDayKey(date)}`);
  return ids === null ? [] : (JSON.parse(ids) as string[]);
}
