import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { PageSources } from '@wine/platform/http/page-sources';
import type { Logger } from '@wine/platform/observability/logger';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { onSubscriptionReported } from './app/club-subscriptions.ts';
import { reportPaymentIntent, reportPaymentReview } from './app/payment-intent-reports.ts';
import type { ClubDeps } from './app/payments-deps.ts';
import { clubRouter } from './http/club-router.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { paymentsMigrations } from './payments-migrations.ts';
import { type RunningPaymentSimulator, startPaymentSimulator } from './simulator/start-payment-simulator.ts';
import { stripeClient } from './stripe/stripe-client.ts';
import { stripeJsSources } from './stripe/stripe-js-sources.ts';
import { StripePaymentProvider } from './stripe/stripe-payment-provider.ts';
import { paymentIntentHandlers } from './webhooks/payment-intent-handlers.ts';
import { paymentReviewHandlers } from './webhooks/payment-review-handlers.ts';
import { stripeWebhookRouter } from './webhooks/stripe-webhook-router.ts';
import { subscriptionHandlers } from './webhooks/subscription-handlers.ts';

export interface PaymentsDeps {
  config: PaymentsConfig;
  pool: Pool;
  logger: Logger;
  /** Identity's token check, for the saved cards and the club. */
  verifier: AccessTokenVerifier;
}

export interface Payments extends ContextFace {
  mode: 'stripe' | 'simulator';
  /** The port other contexts charge, refund and subscribe through. */
  provider: PaymentProvider;
  /** In simulator mode, the simulator (its own loopback listener); undefined with Stripe. */
  simulator: RunningPaymentSimulator | undefined;
  /** Stops the simulator, if any. */
  close(): Promise<void>;
}

/**
 * The payments context as a process hosts it: Stripe's signed webhooks and the card form's
 * settings before the bearer check, saved cards and the club behind it, and the provider port.
 */
export async function createPayments(deps: PaymentsDeps): Promise<Payments> {
  const { config, pool, logger } = deps;
  const connected = await connectProvider(config, logger);
  const club: ClubDeps = {
    store: new EventStore(pool),
    provider: connected.provider,
    clubPriceId: config.CLUB_PRICE_ID,
    clubTrialDays: config.CLUB_TRIAL_DAYS,
    clock: () => new Date(),
    logger,
  };
  const handlers = {
    // Recorded as payments' events: orders learns of its payments by following them.
    ...paymentIntentHandlers((intent, inbox) =>
      reportPaymentIntent(club, intent, metadataFromContext(), inbox),
    ),
    ...paymentReviewHandlers((review, inbox) =>
      reportPaymentReview(club, review, metadataFromContext(), inbox),
    ),
    ...subscriptionHandlers((subscription, inbox) =>
      onSubscriptionReported(club, subscription, metadataFromContext(), inbox),
    ),
  };
  return {
    name: 'payments',
    publishes: true,
    migrations: [paymentsMigrations],
    routesBeforeAuth: [
      stripeWebhookRouter({ pool, webhookSecret: connected.webhookSecret, handlers, logger }),
      connected.router,
    ],
    routes: [clubRouter({ deps: club, verifier: deps.verifier })],
    pageSources: connected.pageSources,
    mode: connected.mode,
    provider: connected.provider,
    simulator: connected.simulator,
    close: connected.close,
  };
}

interface ConnectedProvider {
  mode: 'stripe' | 'simulator';
  provider: PaymentProvider;
  webhookSecret: string;
  /** GET /api/payments/config: what the storefront's card form needs. */
  router: Hono;
  /** Where the card form's code and calls go: Stripe.js's origins, or the simulator's alone. */
  pageSources: PageSources;
  simulator: RunningPaymentSimulator | undefined;
  close(): Promise<void>;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise (development, tests, `make start`) the local
 * simulator, started by this process on loopback and reached through the same Stripe SDK, so
 * nothing but the address differs. Never the simulator in production.
 */
async function connectProvider(config: PaymentsConfig, logger: Logger): Promise<ConnectedProvider> {
  const router = new Hono();
  const club = {
    trialDays: config.CLUB_TRIAL_DAYS,
    pricePence: config.CLUB_PRICE_PENCE,
    interval: 'month',
  } as const;
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET)
      throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    if (!config.STRIPE_PUBLISHABLE_KEY)
      throw new Error('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY');
    const stripe = stripeClient({
      secretKey: config.STRIPE_SECRET_KEY,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
    const publishableKey = config.STRIPE_PUBLISHABLE_KEY;
    const clientConfig: PaymentsClientConfig = {
      mode: 'stripe',
      publishableKey,
      apiBase: 'https://api.stripe.com',
      club,
    };
    router.get('/api/payments/config', (c) => c.json(clientConfig));
    return {
      mode: 'stripe',
      provider: new StripePaymentProvider(stripe),
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      router,
      pageSources: stripeJsSources,
      simulator: undefined,
      close: async () => undefined,
    };
  }
  if (config.NODE_ENV === 'production') throw new Error('STRIPE_SECRET_KEY is required in production');

  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const simulator = await startPaymentSimulator({
    port: config.PAYMENT_SIMULATOR_PORT,
    secretKey: config.PAYMENT_SIMULATOR_SECRET_KEY,
    webhookUrl: `http://127.0.0.1:${config.PORT}/api/stripe/webhook`,
    webhookSecret,
    apiVersion: Stripe.API_VERSION,
    logger,
  });
  const clientConfig: PaymentsClientConfig = {
    mode: 'simulator',
    publishableKey: simulator.publishableKey,
    apiBase: simulator.url,
    club,
  };
  router.get('/api/payments/config', (c) => c.json(clientConfig));
  const { hostname, port } = new URL(simulator.url);
  const stripe = stripeClient({
    secretKey: simulator.secretKey,
    host: hostname,
    port: Number(port),
    protocol: 'http',
  });
  logger.info('no STRIPE_SECRET_KEY: payments go to the local simulator (test cards only)');
  return {
    mode: 'simulator',
    provider: new StripePaymentProvider(stripe),
    webhookSecret,
    router,
    // The card form posts cards to the simulator itself: its exact origin, no other port.
    pageSources: { connect: [new URL(simulator.url).origin] },
    simulator,
    close: () => simulator.close(),
  };
}
