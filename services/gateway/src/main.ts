// The all-in-one process of `make start`: migrations, the relay and projectors, and the HTTP
// gateway with /health, /metrics, /openapi.json and /docs.
import { loadConfig } from '@wine/platform/config/load-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger } from '@wine/platform/observability/logger';
import { startWorkers } from '@wine/platform/runtime/start-workers';
import { Redis } from 'ioredis';
import { gatewayConfigSchema } from './gateway-config.ts';
import { projections } from './projections.ts';

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger(config.SERVICE_NAME);
const pool = createPool(config.DATABASE_URL, { applicationName: config.SERVICE_NAME, max: 20 });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });

const applied = await migrate(pool, [platformMigrations]);
if (applied.length > 0) logger.info({ applied }, 'migrations applied');
const workers = await startWorkers({ config, pool, redis, logger, projections });

const app = createApp({
  name: config.SERVICE_NAME,
  logger,
  checks: {
    postgres: async () => void (await pool.query('SELECT 1')),
    redis: async () => void (await redis.ping()),
    ...(config.EVENT_BUS === 'kafka' ? { kafka: () => workers.checkBus() } : {}),
  },
});

await serve(app, {
  port: config.PORT,
  hostname: config.HOST,
  logger,
  onShutdown: [() => workers.stop(), () => pool.end(), async () => void redis.disconnect()],
});
