import type { Pool } from './pool.ts';

/**
 * One `T` per pool and key, made on first ask, so that every user of a pool shares it (a
 * listener's connection, a doorbell's batching). Dropped with the pool (a WeakMap).
 */
export function sharedPerPool<T>(make: (pool: Pool, key: string) => T): (pool: Pool, key: string) => T {
  const made = new WeakMap<Pool, Map<string, T>>();
  return (pool, key) => {
    const ofPool = made.get(pool) ?? new Map<string, T>();
    made.set(pool, ofPool);
    let shared = ofPool.get(key);
    if (shared === undefined) {
      shared = make(pool, key);
      ofPool.set(key, shared);
    }
    return shared;
  };
}
