import type { Pool } from '@wine/platform/db/pool';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { liveNamespace } from '@wine/platform/projections/redis-projector';
import type { Redis } from 'ioredis';

/** Every row of every table of a Postgres read model's schema, as `table: row` text. */
export async function pgRows(pool: Pool, projectionName: string): Promise<string[]> {
  const schema = pgSchemaOf(projectionName);
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = $1 AND table_name <> 'projection_checkpoints' ORDER BY 1`,
    [schema],
  );
  const out: string[] = [];
  for (const { name } of tables) {
    const { rows } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM "${schema}"."${name}" t`);
    out.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return out;
}

/** Every key of a Redis read model's live version, with its value, as text. */
export async function redisEntries(redis: Redis, projectionName: string): Promise<string[]> {
  const ns = await liveNamespace(redis, projectionName);
  if (!ns) return [];
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${ns}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const name = key.slice(ns.length);
      if (name === '__checkpoints') continue; // per source: differs between live and rebuilt by design
      out.push(`${name} = ${JSON.stringify(await redisValue(redis, key))}`);
    }
  } while (cursor !== '0');
  return out;
}

async function redisValue(redis: Redis, key: string): Promise<unknown> {
  const type = await redis.type(key);
  if (type === 'string') return redis.get(key);
  if (type === 'hash') return Object.entries(await redis.hgetall(key)).sort();
  if (type === 'set') return (await redis.smembers(key)).sort();
  if (type === 'zset') return redis.zrange(key, '0', '-1', 'WITHSCORES');
  if (type === 'list') return redis.lrange(key, 0, -1);
  return type;
}
