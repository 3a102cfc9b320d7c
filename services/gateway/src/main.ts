// The all-in-one process of `make start`: migrations, the relay and projectors, and the HTTP
// gateway with /health, /metrics, /openapi.json and /docs.
import { startAnalytics } from '@wine/analytics/start-analytics';
import { catalogRouter } from '@wine/catalog/http/catalog-router';
import { createIdentity } from '@wine/identity/create-identity';
import { identityMigrations } from '@wine/identity/identity-migrations';
import { checkoutMailRouter } from '@wine/orders/http/checkout-mail-router';
import { orderPaymentsRouter } from '@wine/orders/http/order-payments-router';
import { ordersRouter } from '@wine/orders/http/orders-router';
import { createPayments } from '@wine/payments/create-payments';
import { clubRouter } from '@wine/payments/http/club-router';
import { loadConfig } from '@wine/platform/config/load-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger } from '@wine/platform/observability/logger';
import { startWorkers } from '@wine/platform/runtime/start-workers';
import { wishlistRouter } from '@wine/wishlist/http/wishlist-router';
import { Redis } from 'ioredis';
import { gatewayConfigSchema } from './gateway-config.ts';
import { projections } from './projections.ts';
import { stripeWebhooks } from './stripe-webhooks.ts';

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger(config.SERVICE_NAME);
const pool = createPool(config.DATABASE_URL, { applicationName: config.SERVICE_NAME, max: 20 });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });

const applied = await migrate(pool, [platformMigrations, identityMigrations]);
if (applied.length > 0) logger.info({ applied }, 'migrations applied');
const workers = await startWorkers({ config, pool, redis, logger, projections });
const identity = createIdentity({ config, pool, redis, logger });
const identityHousekeeping = identity.startHousekeeping();
const analytics = await startAnalytics({ config, pool, redis, logger });
const payments = createPayments(config, logger);
const paymentDeps = {
  store: new EventStore(pool),
  provider: payments.provider,
  returnUrl: (orderId: string) => `${config.WEB_APP_URL}/checkout/complete?order_id=${orderId}`,
  clock: () => new Date(),
  logger,
};
const clubDeps = {
  ...paymentDeps,
  setClubStatus: identity.setClubStatus,
  clubPriceId: config.CLUB_PRICE_ID,
  clubTrialDays: config.CLUB_TRIAL_DAYS,
};

const app = createApp({
  name: config.SERVICE_NAME,
  logger,
  checks: {
    postgres: async () => void (await pool.query('SELECT 1')),
    redis: async () => void (await redis.ping()),
    ...(config.EVENT_BUS === 'kafka' ? { kafka: () => workers.checkBus() } : {}),
  },
});

// Before the bearer check: Stripe's webhooks are signed, not bearer-authenticated, and the
// simulator (no STRIPE_SECRET_KEY) takes Stripe API keys as its bearer tokens.
const webhookSecret = payments.webhookSecret;
app.route('/', stripeWebhooks({ pool, webhookSecret, orders: paymentDeps, club: clubDeps, logger }));
app.route('/', payments.router);
// Every route sees the caller a bearer token proves, so the catalog prices for members.
app.use('*', optionalUser(identity.verifier));
app.route('/', catalogRouter({ pool, redis, viewerOf: identity.viewerOf }));
app.route('/', identity.router);
app.route('/', analytics.router);
app.route('/', wishlistRouter({ pool, verifier: identity.verifier }));
app.route('/', ordersRouter({ pool, verifier: identity.verifier, viewerOf: identity.viewerOf }));
app.route('/', orderPaymentsRouter({ deps: paymentDeps, verifier: identity.verifier }));
const checkoutMail = { ...paymentDeps, sendEmail: identity.sendEmail, productName: config.PRODUCT_NAME };
app.route('/', checkoutMailRouter({ deps: checkoutMail, verifier: identity.verifier }));
app.route('/', clubRouter({ deps: clubDeps, verifier: identity.verifier }));

await serve(app, {
  port: config.PORT,
  hostname: config.HOST,
  logger,
  onShutdown: [
    () => analytics.stop(),
    () => workers.stop(),
    () => identityHousekeeping.stop(),
    () => pool.end(),
    async () => void redis.disconnect(),
  ],
});
