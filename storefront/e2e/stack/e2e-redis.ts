import { Redis } from 'ioredis';

/** Empties the e2e's own Redis database, so no cached read model survives from a previous run. */
export async function flushRedisDatabase(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
