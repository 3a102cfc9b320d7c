import { analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import type { EventBus } from '@wine/platform/bus/kafka';
import { migrate } from '@wine/platform/db/migrate';
import {
  createTestBus,
  createTestDatabase,
  createTestRedis,
  type TestDatabase,
  uniqueName,
} from '@wine/platform/testing/test-env';
import type { Redis } from 'ioredis';
import { analyticsMigrations } from '../analytics-migrations.ts';
import { analyticsTestApp } from './analytics-test-app.ts';

export interface AnalyticsWorld {
  /** What this world's topics and Redis keys start with: its own, so tests run side by side. */
  prefix: string;
  bus: EventBus;
  /** The analytics topics under the prefix. */
  topics: Record<keyof typeof analyticsTopics, string>;
  db: TestDatabase;
  redis: Redis;
  app: ReturnType<typeof analyticsTestApp>;
  /** Stops the app and its relay, disconnects Redis and drops the database. */
  stop(): Promise<void>;
}

/**
 * The analytics app on a fresh database and Redis, publishing to `bus` (the shared test broker
 * unless given) under a prefix of its own named after `name`, its relay running. The topics are
 * created up front, so the tests' readers and the relay never race to create them.
 */
export async function startAnalyticsWorld(
  name: string,
  bus: EventBus = createTestBus(),
): Promise<AnalyticsWorld> {
  const prefix = `${uniqueName(name)}.`;
  const topics = {
    conversions: `${prefix}${analyticsTopics.conversions}`,
    pageViews: `${prefix}${analyticsTopics.pageViews}`,
    abAssignments: `${prefix}${analyticsTopics.abAssignments}`,
  };
  const db = await createTestDatabase();
  await migrate(db.pool, [analyticsMigrations]);
  const redis = createTestRedis();
  await bus.ensureTopics(Object.values(topics));
  const app = analyticsTestApp({ pool: db.pool, redis, bus, prefix });
  app.relay?.start();
  return {
    prefix,
    bus,
    topics,
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
