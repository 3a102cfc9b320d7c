import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { type BusProducer, EventBus } from '../bus/kafka.ts';
import { migrate, platformMigrations } from '../db/migrate.ts';
import { createPool, type Pool } from '../db/pool.ts';

// Each integration test file gets its own database, Redis key prefix (in DB 15) and Kafka topic
// and group prefix, so files run in parallel and never touch the dev data.

export const quietLogger = {
  error: (obj: object, msg?: string) => console.error(msg, obj),
  warn: (obj: object, msg?: string) => (process.env.TEST_DEBUG ? console.warn(msg, obj) : undefined),
  info: () => undefined,
  debug: () => undefined,
};

export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const { databaseUrl } = inject('services');
  const name = uniqueName('wine_test_');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), { applicationName: 'test', max: 30 });
  // The forced drop below ends connections a test left open; that is expected, not a crash.
  pool.on('error', () => undefined);
  await migrate(pool, [platformMigrations]);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const a = new pg.Client({ connectionString: databaseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export function createTestRedis(): Redis {
  return new Redis(inject('services').redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
}

export function createTestBus(clientId = 'test'): EventBus {
  return new EventBus({ brokers: inject('services').kafkaBrokers, clientId, logger: quietLogger });
}

/** A fresh database, a Kafka producer and a Redis: what the backbone's tests (relay, consumers, replay) run on. */
export interface Backbone {
  db: TestDatabase;
  bus: EventBus;
  producer: BusProducer;
  redis: Redis;
  /** Disconnects the producer and Redis, and drops the database. */
  close(): Promise<void>;
}

export async function createBackbone(): Promise<Backbone> {
  const db = await createTestDatabase();
  const bus = createTestBus();
  const producer = await bus.producer();
  const redis = createTestRedis();
  return {
    db,
    bus,
    producer,
    redis,
    async close() {
      await producer.disconnect();
      redis.disconnect();
      await db.drop();
    },
  };
}

/** Consumer timings short enough that a test waits seconds, not tens of seconds, on a rebalance. */
export const FAST_CONSUMER = {
  sessionTimeoutMs: 6_000,
  heartbeatIntervalMs: 500,
  rebalanceTimeoutMs: 6_000,
  maxWaitTimeMs: 100,
};

export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  { timeoutMs = 20_000, everyMs = 50 } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until)
      throw new Error(`Condition not met within ${timeoutMs} ms${last ? `: ${last}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
