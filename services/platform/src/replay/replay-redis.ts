import type { Redis } from 'ioredis';
import type { Pool } from '../db/pool.ts';
import { checkpointKey } from '../event-store/checkpoint.ts';
import { readAllAfter } from '../event-store/read-all.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { FLOOR_SOURCE, type RedisProjection, STORE_SOURCE } from '../projections/projection.ts';
import { RedisProjector, redisKeys } from '../projections/redis-projector.ts';
import { countAfter, type ReplayOptions, readInBatches } from './replay-batches.ts';

/**
 * Rebuilds a Redis read model under the next version prefix, then swaps the pointer. During the
 * swap a pause key holds live writes (their Lua script refuses while it exists) so the tail of
 * the log and the live checkpoints move over with nothing in between.
 */
export async function replayRedis(
  pool: Pool,
  redis: Redis,
  projection: RedisProjection,
  opts: ReplayOptions & { deadLetters: DeadLetterSink; keyPrefix?: string; graceMs?: number },
): Promise<{ events: number }> {
  const keys = redisKeys(projection.name, opts.keyPrefix);
  const liveNs = await redis.get(keys.pointer);
  const nextNs = (await redis.get(keys.next)) ?? keys.version(versionOf(liveNs) + 1);
  await redis.set(keys.next, nextNs);
  const shadow = new RedisProjector(redis, projection, {
    deadLetters: opts.deadLetters,
    namespace: nextNs,
    ...(opts.keyPrefix ? { keyPrefix: opts.keyPrefix } : {}),
  });
  const from = await shadow.checkpoint(STORE_SOURCE);
  opts.onStart?.(await countAfter(pool, from));
  const events = await readInBatches(pool, from, opts.batchSize ?? 5000, async (batch) => {
    await shadow.applyBatch(STORE_SOURCE, batch);
    opts.onProgress?.(batch.length);
  });

  await redis.set(keys.paused, '1', 'PX', 60_000);
  try {
    for (;;) {
      const tail = await readAllAfter(pool, await shadow.checkpoint(STORE_SOURCE), 5000);
      if (tail.length === 0) break;
      await shadow.applyBatch(STORE_SOURCE, tail);
    }
    const nextCheckpoints = `${nextNs}__checkpoints`;
    if (liveNs) {
      const live = await redis.hgetall(`${liveNs}__checkpoints`);
      for (const [source, at] of Object.entries(live)) {
        if (source !== STORE_SOURCE && source !== FLOOR_SOURCE)
          await redis.hsetnx(nextCheckpoints, source, at);
      }
    }
    await redis.hset(nextCheckpoints, FLOOR_SOURCE, checkpointKey(await shadow.checkpoint(STORE_SOURCE)));
    await redis.multi().set(keys.pointer, nextNs).del(keys.next).exec();
  } finally {
    await redis.del(keys.paused);
  }
  if (liveNs) {
    // Readers that fetched the old pointer a moment ago finish first.
    await new Promise((r) => setTimeout(r, opts.graceMs ?? 2000));
    await unlinkNamespace(redis, liveNs);
  }
  return { events };
}

function versionOf(ns: string | null): number {
  const match = ns?.match(/:v(\d+):$/);
  return match ? Number(match[1]) : 0;
}

async function unlinkNamespace(redis: Redis, ns: string): Promise<void> {
  let cursor = '0';
  do {
    const [nextCursor, found] = await redis.scan(cursor, 'MATCH', `${ns}*`, 'COUNT', 1000);
    if (found.length > 0) await redis.unlink(...found);
    cursor = nextCursor;
  } while (cursor !== '0');
}
