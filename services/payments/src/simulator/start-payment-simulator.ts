import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loopbackOnly } from '@wine/platform/http/loopback-only';
import type { Logger } from '@wine/platform/observability/logger';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { paymentSimulator } from './simulator-router.ts';
import type { StripeObject } from './simulator-state.ts';

export interface PaymentSimulatorSettings {
  /** 0 picks a free port. */
  port: number;
  /** By default a random one, this process's alone. */
  secretKey?: string | undefined;
  /** Where it sends Stripe's signed webhooks (the gateway's /api/stripe/webhook). */
  webhookUrl: string;
  webhookSecret: string;
  apiVersion: string;
  logger: Logger;
}

export interface RunningPaymentSimulator {
  /** http://127.0.0.1:<port>: the SDK's host, the browser's card form and the 3-D Secure page. */
  url: string;
  secretKey: string;
  publishableKey: string;
  /** The PaymentIntents created so far: the charges a real account would show. */
  paymentIntents(): StripeObject[];
  /** Refunds asked of it so far, idempotent repeats included: what a provider's log would count. */
  refundRequests(): number;
  /** The refunds made: one per payment however often it was asked (Stripe's idempotency). */
  refunds(): StripeObject[];
  /** Fault injection (make chaos): refunds answer Stripe's 500 api_error until accepted again. */
  refuseRefunds(): void;
  acceptRefunds(): void;
  close(): Promise<void>;
}

// Keys of this process alone: nothing in the source or on disk opens the simulator.
const randomKey = (kind: 'sk' | 'pk') => `${kind}_test_${randomBytes(24).toString('hex')}`;

/**
 * The payment simulator on a listener of its own, bound to loopback and answering only to
 * programs on this machine that talk to it directly (never through the storefront's proxy or
 * any other): a developer's browser, the gateway's Stripe SDK, the tests. The card form may
 * call it from any page, as Stripe.js calls Stripe; everything else needs the secret key.
 */
export async function startPaymentSimulator(
  settings: PaymentSimulatorSettings,
): Promise<RunningPaymentSimulator> {
  const secretKey = settings.secretKey ?? randomKey('sk');
  const publishableKey = randomKey('pk');
  // Listens first, refusing everything: the 3-D Secure page's address needs the port, which
  // may be picked only now.
  let fetch: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response(null, { status: 503 });
  const server = serve({
    fetch: (request, env) => fetch(request, env),
    port: settings.port,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const simulator = paymentSimulator({
    secretKey,
    publishableKey,
    webhookUrl: settings.webhookUrl,
    webhookSecret: settings.webhookSecret,
    publicBaseUrl: url,
    apiVersion: settings.apiVersion,
    logger: settings.logger,
  });
  let refundRequests = 0;
  let refusingRefunds = false;
  fetch = new Hono()
    .use('*', loopbackOnly())
    .use('/v1/refunds', async (c, next) => {
      if (c.req.method !== 'POST') return next();
      refundRequests += 1;
      if (!refusingRefunds) return next();
      const error = { type: 'api_error', message: 'An error occurred with our connection to Stripe.' };
      return c.json({ error }, 500);
    })
    .use('/v1/payment_methods', cors({ origin: '*', allowHeaders: ['authorization', 'content-type'] }))
    .route('/', simulator.app).fetch;
  settings.logger.info({ url }, 'payment simulator listening (loopback only; test cards only)');
  return {
    url,
    secretKey,
    publishableKey,
    paymentIntents: simulator.paymentIntents,
    refundRequests: () => refundRequests,
    refunds: simulator.refunds,
    refuseRefunds: () => {
      refusingRefunds = true;
    },
    acceptRefunds: () => {
      refusingRefunds = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
