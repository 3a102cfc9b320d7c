// The one image's process: with ROLE=all (`make start`) migrations, the relay and projectors, and
// the HTTP gateway with /health, /metrics, /openapi.json and /docs; ROLE=gateway, projector or
// relay runs a part of it (services/gateway/src/roles.ts, docs/deploy.md).
import { startAnalytics } from '@wine/analytics/start-analytics';
import { catalogRouter } from '@wine/catalog/http/catalog-router';
import { createIdentity } from '@wine/identity/create-identity';
import { identityMigrations } from '@wine/identity/identity-migrations';
import { membershipFromSubscription } from '@wine/identity/reactions/membership-from-subscription';
import { startReservationSweep } from '@wine/orders/app/expire-reservations';
import { createFulfilment } from '@wine/orders/courier/create-fulfilment';
import { completeOnPayment } from '@wine/orders/reactions/complete-on-payment';
import { createPayments } from '@wine/payments/create-payments';
import { loadConfig } from '@wine/platform/config/load-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { waitForPostgres } from '@wine/platform/db/wait-for-postgres';
import { EventStore } from '@wine/platform/event-store/event-store';
import { optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger } from '@wine/platform/observability/logger';
import { DependencyWatch } from '@wine/platform/runtime/dependency-watch';
import { startWorkers } from '@wine/platform/runtime/start-workers';
import { wishlistRouter } from '@wine/wishlist/http/wishlist-router';
import { Redis } from 'ioredis';
import { mountConsistentReads } from './consistent-reads.ts';
import { gatewayConfigSchema } from './gateway-config.ts';
import { moneyPath } from './money-path.ts';
import { projections } from './projections.ts';
import { planOf } from './roles.ts';
import { selfOrigin } from './storefront/page-renderer.ts';
import { storefrontMiddleware } from './storefront/storefront.ts';

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger(config.SERVICE_NAME);
const pool = createPool(config.DATABASE_URL, { applicationName: config.SERVICE_NAME, max: 20 });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
// Both reconnect by themselves; without a listener an 'error' event would end the process.
const postgres = new DependencyWatch('postgres', logger);
const redisWatch = new DependencyWatch('redis', logger);
pool.on('error', (err) => postgres.down(err));
redis.on('error', (err) => redisWatch.down(err));
redis.on('ready', () => redisWatch.up());

await waitForPostgres(pool, postgres);
const applied = await migrate(pool, [platformMigrations, identityMigrations]);
if (applied.length > 0) logger.info({ applied }, 'migrations applied');
const identity = createIdentity({ config, pool, redis, logger });
const fulfilment = await createFulfilment(config, { pool, logger, productName: config.PRODUCT_NAME });
const payments = await createPayments(config, logger);
const money = moneyPath({
  pool,
  payments,
  verifier: identity.verifier,
  viewerOf: identity.viewerOf,
  webAppUrl: config.WEB_APP_URL,
  productName: config.PRODUCT_NAME,
  clubPriceId: config.CLUB_PRICE_ID,
  clubTrialDays: config.CLUB_TRIAL_DAYS,
  logger,
});
const plan = planOf(config.ROLE, config.PROJECTOR_SET, {
  projections,
  reactors: [completeOnPayment(config.PRODUCT_NAME), membershipFromSubscription],
  effects: [identity.customerMail(['orders']), ...money.effects, ...fulfilment.effects],
});
const workers = await startWorkers({
  config,
  pool,
  redis,
  logger,
  ...plan.runners,
  group: config.PROJECTOR_SET,
  run: { relay: plan.relay, runners: plan.runs },
});

const app = createApp({
  name: config.SERVICE_NAME,
  logger,
  metricsToken: config.METRICS_TOKEN,
  trustedProxies: config.TRUSTED_PROXIES,
  checks: {
    postgres: async () => void (await pool.query('SELECT 1')),
    redis: async () => void (await redis.ping()),
    // A gateway alone only appends to the outbox: it serves whether Kafka answers or not.
    ...(config.EVENT_BUS === 'kafka' && (plan.relay || plan.runs) ? { kafka: () => workers.checkBus() } : {}),
  },
});
const shutdown = [() => workers.stop(), () => payments.close(), () => fulfilment.close()];
if (plan.serves) shutdown.unshift(...(await serveGateway()));
logger.info({ role: config.ROLE, projectorSet: config.PROJECTOR_SET }, 'role');

await serve(app, {
  port: config.PORT,
  hostname: config.HOST,
  logger,
  onShutdown: [...shutdown, () => pool.end(), async () => void redis.disconnect()],
});

/** The gateway's part: the routes, the analytics relay and the sweeps; what they need stopped. */
async function serveGateway() {
  const identityHousekeeping = identity.startHousekeeping();
  const analytics = await startAnalytics({ config, pool, redis, logger });
  const reservations = startReservationSweep({
    pool,
    store: new EventStore(pool),
    clock: () => new Date(),
    logger,
    reservationMs: config.RESERVATION_MINUTES * 60_000,
    productName: config.PRODUCT_NAME,
  });

  // Before the routes: the reads that wait for a command's effects when asked to (x-min-position).
  mountConsistentReads(app, workers.progress);
  money.mountUnauthenticated(app);
  app.route('/', fulfilment.webhookRouter);
  // Every route sees the caller a bearer token proves, so the catalog prices for members.
  app.use('*', optionalUser(identity.verifier));
  app.route('/', catalogRouter({ pool, redis, viewerOf: identity.viewerOf }));
  app.route('/', identity.router);
  app.route('/', analytics.router);
  app.route('/', wishlistRouter({ pool, verifier: identity.verifier }));
  money.mountRoutes(app);
  // Last: whatever no API route answered may be the storefront's (make start serves its build).
  if (config.STOREFRONT_DIR) {
    const apiOrigin = selfOrigin(config.HOST, config.PORT);
    app.use('*', await storefrontMiddleware({ dir: config.STOREFRONT_DIR, apiOrigin, logger }));
  }

  return [() => analytics.stop(), () => identityHousekeeping.stop(), () => reservations.stop()];
}
