import { EventBus } from '@wine/platform/bus/kafka';
import { type Env, loadConfig } from '@wine/platform/config/load-config';
import type { PlatformConfig } from '@wine/platform/config/platform-config';
import { migrate } from '@wine/platform/db/migrate';
import type { Pool } from '@wine/platform/db/pool';
import type { Logger } from '@wine/platform/observability/logger';
import type { Redis } from 'ioredis';
import { analyticsConfigSchema } from './analytics-config.ts';
import { analyticsMigrations } from './analytics-migrations.ts';
import { type Analytics, createAnalytics } from './create-analytics.ts';

/**
 * The analytics context inside a host process (the gateway of `make start`): its table, its
 * routes (mount `router` with `app.route('/', ...)`) and its relay to Kafka, running.
 */
export async function startAnalytics(deps: {
  config: Pick<PlatformConfig, 'EVENT_BUS' | 'KAFKA_BROKERS' | 'SERVICE_NAME'>;
  pool: Pool;
  redis: Redis;
  logger: Logger;
  env?: Env;
}): Promise<Analytics> {
  const { config, logger } = deps;
  await migrate(deps.pool, [analyticsMigrations]);
  const bus =
    config.EVENT_BUS === 'kafka'
      ? new EventBus({ brokers: config.KAFKA_BROKERS, clientId: `${config.SERVICE_NAME}-analytics`, logger })
      : undefined;
  const analytics = createAnalytics({
    ...deps,
    config: loadConfig(analyticsConfigSchema, deps.env ?? process.env),
    ...(bus ? { bus } : {}),
  });
  if (analytics.relay) analytics.relay.start();
  else logger.warn('EVENT_BUS=postgres: analytics events wait in analytics_outbox until a Kafka relay runs');
  return analytics;
}
