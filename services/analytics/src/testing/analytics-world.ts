import type { EventBus } from '@wine/platform/bus/kafka';
import { migrate } from '@wine/platform/db/migrate';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@wine/platform/testing/test-env';
import type { Redis } from 'ioredis';
import { analyticsMigrations } from '../analytics-migrations.ts';
import { analyticsTestApp } from './analytics-test-app.ts';

export interface AnalyticsWorld {
  db: TestDatabase;
  redis: Redis;
  app: ReturnType<typeof analyticsTestApp>;
  /** Stops the app and its relay, disconnects Redis and drops the database. */
  stop(): Promise<void>;
}

/**
 * The analytics app on a fresh database and Redis, publishing to `bus` under `prefix`, its relay
 * running. The topics are created up front, so the tests' readers and the relay never race to
 * create them.
 */
export async function startAnalyticsWorld(
  bus: EventBus,
  prefix: string,
  topics: string[],
): Promise<AnalyticsWorld> {
  const db = await createTestDatabase();
  await migrate(db.pool, [analyticsMigrations]);
  const redis = createTestRedis();
  await bus.ensureTopics(topics);
  const app = analyticsTestApp({ pool: db.pool, redis, bus, prefix });
  app.relay?.start();
  return {
    db,
    redis,
    app,
    async stop() {
      await app.stop();
      redis.disconnect();
      await db.drop();
    },
  };
}
