// The one image's process: with ROLE=all (`make start`) migrations, the relay and projectors, and
// the HTTP gateway with /health, /metrics, /openapi.json and /docs; ROLE=gateway, projector or
// relay runs a part of it (services/gateway/src/roles.ts, docs/deploy.md).
import { loadConfig } from '@wine/platform/config/load-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { exposePoolMetrics } from '@wine/platform/db/pool-metrics';
import { waitForPostgres } from '@wine/platform/db/wait-for-postgres';
import { createApp } from '@wine/platform/http/create-app';
import { mergePageSources } from '@wine/platform/http/page-sources';
import { serve } from '@wine/platform/http/serve';
import { exposeBuildInfo } from '@wine/platform/observability/build-info';
import { createLogger } from '@wine/platform/observability/logger';
import { exposeReadiness } from '@wine/platform/observability/readiness-metric';
import { DependencyWatch } from '@wine/platform/resilience/dependency-watch';
import { startWorkers } from '@wine/platform/runtime/start-workers';
import { Redis } from 'ioredis';
import { createContexts, runnersOf } from './contexts.ts';
import { gatewayConfigSchema } from './gateway-config.ts';
import { mountContexts } from './mount-contexts.ts';
import { planOf } from './roles.ts';
import { selfOrigin } from './storefront/page-renderer.ts';
import { readModelWatch } from './storefront/read-model-watch.ts';
import { storefrontMiddleware } from './storefront/storefront.ts';

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger(config.SERVICE_NAME);
const pool = createPool(config.DATABASE_URL, { applicationName: config.SERVICE_NAME, max: 20 });
// The runners (read models, workflows, effects) and the relay have connections of their own: a
// burst of batches, three partitions at a time, never leaves a request waiting for one.
const workersPool = createPool(config.DATABASE_URL, {
  applicationName: `${config.SERVICE_NAME}-workers`,
  max: 20,
});
exposeBuildInfo({ service: config.SERVICE_NAME, version: config.BUILD_VERSION, commit: config.BUILD_COMMIT });
exposePoolMetrics('main', pool);
exposePoolMetrics('workers', workersPool);
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
// Both reconnect by themselves; without a listener an 'error' event would end the process.
const postgres = new DependencyWatch('postgres', logger);
const redisWatch = new DependencyWatch('redis', logger);
for (const each of [pool, workersPool]) each.on('error', (err) => postgres.down(err));
redis.on('error', (err) => redisWatch.down(err));
redis.on('ready', () => redisWatch.up());

await waitForPostgres(pool, postgres);
const contexts = await createContexts({ config, pool, redis, logger });
const migrations = contexts.faces.flatMap((face) => face.migrations ?? []);
const applied = await migrate(pool, [platformMigrations, ...migrations]);
if (applied.length > 0) logger.info({ applied }, 'migrations applied');
const plan = planOf(config.ROLE, config.PROJECTOR_SET, runnersOf(contexts.faces));
const workers = await startWorkers({
  config,
  pool: workersPool,
  redis,
  logger,
  ...plan.runners,
  group: config.PROJECTOR_SET,
  run: { relay: plan.relay, runners: plan.runs },
});

const checks = {
  postgres: async () => void (await pool.query('SELECT 1')),
  redis: async () => void (await redis.ping()),
  // A gateway alone only appends to the outbox: it serves whether Kafka answers or not.
  ...(config.EVENT_BUS === 'kafka' && (plan.relay || plan.runs) ? { kafka: () => workers.checkBus() } : {}),
};
exposeReadiness(checks);
const app = createApp({
  name: config.SERVICE_NAME,
  logger,
  metricsToken: config.METRICS_TOKEN,
  trustedProxies: config.TRUSTED_PROXIES,
  checks,
});
const shutdown = [() => workers.stop(), ...contexts.faces.map((face) => async () => face.close?.())];
if (plan.serves) shutdown.unshift(...(await serveGateway()));
logger.info({ role: config.ROLE, projectorSet: config.PROJECTOR_SET }, 'role');

await serve(app, {
  port: config.PORT,
  hostname: config.HOST,
  logger,
  onShutdown: [...shutdown, () => pool.end(), () => workersPool.end(), async () => void redis.disconnect()],
});

/** The gateway's part: the routes and what the contexts run while serving; what they need stopped. */
async function serveGateway() {
  const running = contexts.faces.flatMap((face) => (face.start ? [face.start()] : []));
  mountContexts(app, contexts, workers.progress);
  // Last: whatever no API route answered may be the storefront's (make start serves its build).
  if (config.STOREFRONT_DIR) {
    const apiOrigin = selfOrigin(config.HOST, config.PORT);
    const readModels = readModelWatch(contexts.faces, { pool, redis });
    const sources = mergePageSources(contexts.faces.map((face) => face.pageSources));
    app.use(
      '*',
      await storefrontMiddleware({ dir: config.STOREFRONT_DIR, apiOrigin, readModels, sources, logger }),
    );
  }

  return running.map((started) => () => started.stop());
}
