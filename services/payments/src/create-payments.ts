import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '@wine/contracts/payments/payment-provider';
import type { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import type { Logger } from '@wine/platform/observability/logger';
import { Hono } from 'hono';
import Stripe from 'stripe';
import type { PaymentsConfig } from './payments-config.ts';
import { paymentSimulator } from './simulator/simulator-router.ts';
import { stripeClient } from './stripe/stripe-client.ts';
import { StripePaymentProvider } from './stripe/stripe-payment-provider.ts';

const SIMULATOR_SECRET_KEY = 'sk_test_simulator';
const SIMULATOR_PUBLISHABLE_KEY = 'pk_test_simulator';

export interface Payments {
  mode: 'stripe' | 'simulator';
  provider: PaymentProvider;
  webhookSecret: string;
  /** GET /api/payments/config, and in simulator mode the simulator itself (/v1/*, /payments-simulator/*). */
  router: Hono;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise (development, tests, `make start`) the local
 * simulator, served by this same process and reached through the same Stripe SDK, so nothing
 * but the address differs.
 */
export function createPayments(config: PaymentsConfig, logger: Logger): Payments {
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
    };
  }
  if (config.NODE_ENV === 'production') throw new Error('STRIPE_SECRET_KEY is required in production');

  const self = `http://127.0.0.1:${config.PORT}`;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const simulator = paymentSimulator({
    secretKey: SIMULATOR_SECRET_KEY,
    publishableKey: SIMULATOR_PUBLISHABLE_KEY,
    webhookUrl: `${self}/api/stripe/webhook`,
    webhookSecret,
    publicBaseUrl: config.WEB_APP_URL,
    apiVersion: Stripe.API_VERSION,
    logger,
  });
  const clientConfig: PaymentsClientConfig = {
    mode: 'simulator',
    publishableKey: SIMULATOR_PUBLISHABLE_KEY,
    apiBase: '',
    club,
  };
  router.get('/api/payments/config', (c) => c.json(clientConfig));
  router.route('/', simulator.app);
  const stripe = stripeClient({
    secretKey: SIMULATOR_SECRET_KEY,
    host: '127.0.0.1',
    port: config.PORT,
    protocol: 'http',
  });
  logger.info('no STRIPE_SECRET_KEY: payments go to the local simulator (test cards only)');
  return { mode: 'simulator', provider: new StripePaymentProvider(stripe), webhookSecret, router };
}
