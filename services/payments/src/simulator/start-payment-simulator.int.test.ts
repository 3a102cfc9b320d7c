import { createLogger } from '@wine/platform/observability/logger';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPaymentSimulator, startPaymentSimulator } from './start-payment-simulator.ts';

let simulator: RunningPaymentSimulator;
beforeAll(async () => {
  simulator = await startPaymentSimulator({
    port: 0,
    webhookUrl: 'http://127.0.0.1:9/api/stripe/webhook',
    webhookSecret: 'whsec_simulator_test',
    apiVersion: Stripe.API_VERSION,
    logger: createLogger('simulator-test', { level: 'silent' }),
  });
});
afterAll(() => simulator.close());

const createIntent = (key: string, headers: Record<string, string> = {}) =>
  fetch(`${simulator.url}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams({
      amount: '30',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: 'true',
    }),
  });

describe('the payment simulator', () => {
  it('listens on loopback only', () => {
    expect(new URL(simulator.url).hostname).toBe('127.0.0.1');
  });

  it("takes only this process's random secret key: the key once in the source opens nothing", async () => {
    expect(simulator.secretKey).toMatch(/^sk_test_[0-9a-f]{48}$/);
    expect((await createIntent('sk_test_simulator')).status).toBe(401);
    expect((await createIntent(simulator.publishableKey)).status).toBe(401);
    expect(simulator.paymentIntents()).toHaveLength(0);
    expect((await createIntent(simulator.secretKey)).status).toBe(200);
    expect(simulator.paymentIntents()).toHaveLength(1);
  });

  it('is a 404 to a request relayed by a proxy (the storefront, a load balancer), even with the key', async () => {
    const relayed = await createIntent(simulator.secretKey, { 'x-forwarded-for': '203.0.113.9' });
    expect(relayed.status).toBe(404);
  });

  it("lets any page's card form make a PaymentMethod with the publishable key, as Stripe.js does", async () => {
    const preflight = await fetch(`${simulator.url}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const made = await fetch(`${simulator.url}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        origin: 'http://127.0.0.1:5173',
        authorization: `Bearer ${simulator.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2031',
        'card[cvc]': '123',
      }),
    });
    expect(made.status).toBe(200);
    expect(((await made.json()) as { id: string }).id).toMatch(/^pm_/);
  });
});
