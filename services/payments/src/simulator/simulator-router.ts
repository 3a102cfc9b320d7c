import { createHash, timingSafeEqual } from 'node:crypto';
import { formatPence } from '@wine/contracts/money';
import type { Logger } from '@wine/platform/observability/logger';
import { type Context, Hono } from 'hono';
import qs from 'qs';
import { SimulatedBilling } from './simulated-billing.ts';
import { SimulatedPayments } from './simulated-payments.ts';
import { SimulatorState, type StripeObject } from './simulator-state.ts';
import { StripeApiError } from './stripe-errors.ts';
import { INTENT_PROOF_PARAM, threeDSecureHeaders, threeDSecurePage } from './three-d-secure-page.ts';
import { webhookSender } from './webhook-sender.ts';

export interface PaymentSimulatorOptions {
  secretKey: string;
  publishableKey: string;
  webhookUrl: string;
  webhookSecret: string;
  /** Where the browser reaches this server (for the 3-D Secure page). */
  publicBaseUrl: string;
  apiVersion: string;
  logger: Logger;
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

type Handler = (params: Record<string, unknown>, c: Context) => StripeObject;

/**
 * A local server speaking Stripe's API (form-encoded requests, JSON answers, Idempotency-Key,
 * errors as Stripe shapes them) for the calls this shop makes, so the real Stripe SDK and a
 * browser can pay end to end without a Stripe account. It serves /v1/* and /payments-simulator/*;
 * startPaymentSimulator runs it on a loopback listener of its own.
 */
export function paymentSimulator(options: PaymentSimulatorOptions) {
  const state = new SimulatorState();
  const emit = webhookSender({ state, url: options.webhookUrl, secret: options.webhookSecret, ...options });
  const payments = new SimulatedPayments(state, emit, options.publicBaseUrl);
  const billing = new SimulatedBilling(state, emit, payments);
  const app = new Hono();

  const authorised = (c: Context, publishableAllowed: boolean) => {
    const key = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    return key === options.secretKey || (publishableAllowed && key === options.publishableKey);
  };

  // Stripe's idempotency: the same key on the same call answers with the first answer.
  const answer =
    (handler: Handler, publishableAllowed = false) =>
    async (c: Context) => {
      if (!authorised(c, publishableAllowed)) {
        return c.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }, 401);
      }
      const body = c.req.method === 'GET' ? new URL(c.req.url).search.slice(1) : await c.req.text();
      const params = qs.parse(body, { depth: 4, arrayLimit: 100 }) as Record<string, unknown>;
      const key = c.req.header('idempotency-key');
      const fingerprint = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
      const remembered = key ? state.answers.get(key) : undefined;
      if (remembered) {
        if (remembered.fingerprint !== fingerprint) {
          const message =
            'Keys for idempotent requests can only be used with the same parameters they were first used with.';
          return c.json({ error: { type: 'idempotency_error', message } }, 400);
        }
        return c.json(remembered.body as object, remembered.status as 200, { 'idempotent-replayed': 'true' });
      }
      let status = 200;
      let result: unknown;
      try {
        result = handler(params, c);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        result = { error: error.body };
      }
      if (key && c.req.method === 'POST') state.answers.set(key, { status, body: result, fingerprint });
      return c.json(result as object, status as 200);
    };

  const id = (c: Context) => c.req.param('id') ?? '';
  // Stripe's API as the app's SDK calls it: method, path, what answers (true: a publishable key may call it).
  const api: [
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    handler: Handler,
    publishableAllowed?: boolean,
  ][] = [
    ['POST', '/v1/payment_methods', (p) => payments.createPaymentMethod(p), true],
    ['GET', '/v1/payment_methods/:id', (_, c) => payments.paymentMethod(id(c))],
    ['POST', '/v1/payment_methods/:id/attach', (p, c) => billing.attachPaymentMethod(id(c), p)],
    ['POST', '/v1/payment_intents', (p) => payments.createPaymentIntent(p)],
    ['GET', '/v1/payment_intents/:id', (_, c) => payments.paymentIntent(id(c))],
    ['POST', '/v1/refunds', (p) => payments.createRefund(p)],
    ['POST', '/v1/reviews/:id/approve', (_, c) => payments.approveReview(id(c))],
    ['POST', '/v1/customers', (p) => billing.createCustomer(p)],
    ['GET', '/v1/customers/:id', (_, c) => billing.customer(id(c))],
    ['POST', '/v1/setup_intents', (p) => billing.createSetupIntent(p)],
    ['POST', '/v1/subscriptions', (p) => billing.createSubscription(p)],
    ['GET', '/v1/subscriptions/:id', (_, c) => billing.subscription(id(c))],
    ['POST', '/v1/subscriptions/:id', (p, c) => billing.updateSubscription(id(c), p)],
    ['DELETE', '/v1/subscriptions/:id', (_, c) => billing.cancelSubscription(id(c))],
  ];
  for (const [method, path, handler, publishableAllowed] of api)
    app.on(method, path, answer(handler, publishableAllowed));
  app.all('/v1/*', (c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
        },
      },
      404,
    ),
  );

  // The bank's page, for the customer whose payment it is: the client secret (in the address the
  // intent's next_action gave that customer) opens it and answers it. To anyone else, with another
  // intent's id or no secret, there is nothing to confirm.
  const awaitingCheck = (c: Context) => {
    const intent = state.get(id(c), 'payment_intent');
    const given = c.req.query(INTENT_PROOF_PARAM) ?? '';
    return intent?.status === 'requires_action' && sameSecret(given, String(intent.client_secret))
      ? intent
      : undefined;
  };
  app.get('/payments-simulator/3ds/:id', (c) => {
    const intent = awaitingCheck(c);
    if (!intent) return c.text('Nothing to confirm', 404);
    const page = threeDSecurePage(
      intent.id,
      String(intent.client_secret),
      formatPence(Number(intent.amount)),
    );
    return c.html(
      page,
      200,
      threeDSecureHeaders(intent.return_url === null ? null : String(intent.return_url)),
    );
  });
  app.post('/payments-simulator/3ds/:id', async (c) => {
    const intent = awaitingCheck(c);
    if (!intent) return c.text('Nothing to confirm', 404);
    const form = await c.req.parseBody();
    return c.redirect(payments.completeAuthentication(intent.id, form.outcome === 'complete'), 303);
  });

  const paymentIntents = () =>
    [...state.objects.values()].filter((object) => object.object === 'payment_intent');
  const refunds = () => [...state.objects.values()].filter((o) => o.object === 'refund');
  return { app, paymentIntents, refunds };
}
