import type { EventBus } from '@wine/platform/bus/kafka';
import type { Pool } from '@wine/platform/db/pool';
import type { Logger } from '@wine/platform/observability/logger';
import { exposeOutboxBacklog } from '@wine/platform/observability/outbox-backlog';
import type { RelayLoop } from '@wine/platform/relay/relay-loop';
import { DependencyWatch } from '@wine/platform/resilience/dependency-watch';
import type { ContextFace, Running } from '@wine/platform/runtime/context-face';
import type { Redis } from 'ioredis';
import { settingsFrom } from './ab/ab-experiments.ts';
import type { AnalyticsConfig } from './analytics-config.ts';
import { analyticsMigrations } from './analytics-migrations.ts';
import { analyticsRouter } from './http/analytics-router.ts';
import { redisTokenBucket } from './http/token-bucket.ts';
import { eventsPublished, relayErrors } from './outbox/analytics-metrics.ts';
import { analyticsOutbox } from './outbox/analytics-outbox.ts';
import { analyticsRelay } from './outbox/analytics-relay.ts';
import type { MicroBatcher } from './outbox/micro-batcher.ts';
import type { OutboxRow } from './outbox/outbox-row.ts';
import { outboxWaiting } from './outbox/outbox-table.ts';
import { analyticsPseudonymKey, pseudonyms } from './privacy/pseudonyms.ts';

export interface AnalyticsDeps {
  pool: Pool;
  redis: Redis;
  logger: Logger;
  config: AnalyticsConfig;
  /** Where the relay publishes; without one, events wait in the outbox for a relay elsewhere. */
  bus?: EventBus;
  /** The gateway's public origin, where each message's `ce_dataschema` points. */
  schemaBaseUrl?: string;
  /** Tests and benches isolate their topics and Redis keys with a prefix. */
  topicPrefix?: string;
  redisKeyPrefix?: string;
  clock?: () => Date;
  /** Where an unset ANALYTICS_PSEUDONYM_KEY is kept outside production (default: .run/secrets). */
  installSecretsDir?: string;
}

export interface Analytics extends ContextFace {
  router: ReturnType<typeof analyticsRouter>;
  outbox: MicroBatcher<OutboxRow>;
  relay: RelayLoop | undefined;
  /** Writes what is still batched, then stops the relay. Call after the HTTP server closed. */
  stop(): Promise<void>;
  /** Starts the relay (there is one with a bus); `stop` of what it returns is `stop` above. */
  start(): Running;
}

/**
 * The analytics context wired together; the relay is created but not started. Its events go
 * through its own outbox and relay, not the event store.
 */
export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const { pool, logger, config, bus } = deps;
  const outbox = analyticsOutbox(pool);
  const router = analyticsRouter({
    outbox,
    experimentSettings: settingsFrom(config.AB_EXPERIMENTS),
    clock: deps.clock ?? (() => new Date()),
    logger,
    pseudonyms: pseudonyms(analyticsPseudonymKey(config, deps.installSecretsDir)),
    limiter: redisTokenBucket(deps.redis, {
      ratePerSecond: config.ANALYTICS_RATE_PER_SECOND,
      burst: config.ANALYTICS_RATE_BURST,
      keyPrefix: deps.redisKeyPrefix ?? '',
    }),
  });
  // A broker outage fails every batch until it ends: say so once, and once when it is over.
  const relayHealth = new DependencyWatch('analytics relay', logger);
  const publisher = bus?.reconnectingProducer();
  const relay =
    bus &&
    publisher &&
    analyticsRelay(pool, {
      publisher,
      ensureTopics: (topics) => bus.ensureTopics(topics),
      topicPrefix: deps.topicPrefix ?? '',
      ...(deps.schemaBaseUrl ? { schemaBaseUrl: deps.schemaBaseUrl } : {}),
      onPublished: (rows) => {
        relayHealth.up();
        for (const row of rows) eventsPublished.inc({ topic: row.topic });
      },
      onError: (err) => {
        relayErrors.inc();
        relayHealth.down(err);
      },
    });
  // Shown whether or not this process relays: rows waiting with no relay anywhere are the news.
  const hideBacklog = exposeOutboxBacklog('analytics', () => outboxWaiting(pool));
  const stop = async () => {
    hideBacklog();
    await outbox.close();
    await relay?.stop();
    await publisher?.disconnect();
  };
  return {
    name: 'analytics',
    publishes: false,
    routes: [router],
    migrations: [analyticsMigrations],
    router,
    outbox,
    relay,
    stop,
    start() {
      if (relay) relay.start();
      else logger.warn('no event bus: analytics events wait in analytics_outbox until a Kafka relay runs');
      return { stop };
    },
  };
}
