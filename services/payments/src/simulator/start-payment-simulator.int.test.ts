import { createHash } from 'node:crypto';
import { createLogger } from '@wine/platform/observability/logger';
import { requestFrom } from '@wine/platform/testing/request-from';
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

  // Issue 28.3: any 127.x source, or a relayed request with an empty X-Forwarded-For or another
  // proxy header, reached the simulator.
  it('is a 404 to a connection from 127.0.0.2 and to a request with any forwarding header, even empty', async () => {
    const { id } = (await (await createIntent(simulator.secretKey)).json()) as { id: string };
    const intent = `${simulator.url}/v1/payment_intents/${id}`;
    const authorization = `Bearer ${simulator.secretKey}`;
    expect((await requestFrom(intent, { headers: { authorization } })).status).toBe(200);
    const elsewhere = await requestFrom(intent, { localAddress: '127.0.0.2', headers: { authorization } });
    expect(elsewhere.status).toBe(404);
    for (const header of [
      'x-forwarded-for',
      'x-forwarded-host',
      'x-client-ip',
      'cf-connecting-ip',
      'true-client-ip',
    ]) {
      const relayed = await requestFrom(intent, { headers: { authorization, [header]: '' } });
      expect(relayed.status, header).toBe(404);
    }
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

/** A payment waiting for the bank's check, as the shop's server makes it for one customer. */
async function awaitingBankCheck(): Promise<{ id: string; clientSecret: string; bankPage: string }> {
  const made = await fetch(`${simulator.url}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${simulator.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      amount: '4500',
      currency: 'gbp',
      payment_method: 'pm_card_threeDSecure2Required',
      return_url: 'http://127.0.0.1:5173/checkout/return',
      confirm: 'true',
    }),
  });
  const intent = (await made.json()) as {
    id: string;
    status: string;
    client_secret: string;
    next_action: { redirect_to_url: { url: string } };
  };
  expect(intent.status).toBe('requires_action');
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    bankPage: intent.next_action.redirect_to_url.url,
  };
}

const statusOf = (id: string) => simulator.paymentIntents().find((intent) => intent.id === id)?.status;

describe("the simulated bank's 3-D Secure page", () => {
  // Issue 28.3: the page and its answer took any intent's id, so one customer (or any page on
  // this machine) could pass or fail another's bank check.
  it("is a 404 for another customer's payment: opened or answered without its client secret", async () => {
    const mine = await awaitingBankCheck();
    const theirs = await awaitingBankCheck();
    const pageOf = (id: string, secret?: string) =>
      `${simulator.url}/payments-simulator/3ds/${id}${secret === undefined ? '' : `?payment_intent_client_secret=${secret}`}`;
    for (const url of [pageOf(theirs.id), pageOf(theirs.id, mine.clientSecret), pageOf(theirs.id, '')]) {
      expect((await fetch(url)).status, url).toBe(404);
      const answered = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ outcome: 'complete' }),
      });
      expect(answered.status, url).toBe(404);
    }
    expect(statusOf(theirs.id)).toBe('requires_action');

    expect(mine.bankPage).toBe(pageOf(mine.id, mine.clientSecret));
    expect((await fetch(mine.bankPage)).status).toBe(200);
    const answered = await fetch(mine.bankPage, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'complete' }),
    });
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/checkout\/return\?/);
    expect(statusOf(mine.id)).toBe('succeeded');
  });

  // Issue 28.3: the page came with no policy, so any site could frame it under a decoy.
  it('may not be framed, runs no script, styles only with its own sheet and posts only here and to the shop', async () => {
    const { bankPage } = await awaitingBankCheck();
    const page = await fetch(bankPage);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' http://127.0.0.1:5173;");
    expect(policy).not.toContain('unsafe-inline');
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(await page.text())?.[1] ?? '';
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(sheet).digest('base64')}'`);
  });
});
