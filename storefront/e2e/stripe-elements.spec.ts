import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPence } from '@wine/contracts/money';
import {
  type RunningPaymentSimulator,
  startPaymentSimulator,
} from '@wine/payments/simulator/start-payment-simulator';
import { createLogger } from '@wine/platform/observability/logger';
import { freePort } from '@wine/platform/testing/free-port';
import type { Browser, BrowserContext } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { addToCart, CASE_OF_TWO, confirmAge, payWith, wine } from './checkout-steps.ts';
import { registeredAccount, signInPage } from './identity-api.ts';
import { shot } from './screenshot.ts';
import { type Started, startProcess } from './stack/child-process.ts';
import { answers, waitUntil } from './stack/wait-until.ts';

// Issue 34: checkout with a real publishable key, through Stripe.js. A gateway of its own runs
// with STRIPE_SECRET_KEY as production would, its Stripe SDK pointed at a payment simulator
// this spec starts to stand in for Stripe's API; the browser gets a stand-in for Stripe.js
// (stand-ins/stripe-js.js) in place of https://js.stripe.com, and its calls to
// https://api.stripe.com go to the same simulator. The pages' CSP is the real-key one throughout.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STAND_IN = join(ROOT, 'storefront', 'e2e', 'stand-ins', 'stripe-js.js');

let browser: Browser;
let simulator: RunningPaymentSimulator;
let gateway: Started;
let shop: string;

beforeAll(async () => {
  const port = await freePort();
  shop = `http://127.0.0.1:${port}`;
  const webhookSecret = `whsec_${crypto.randomUUID().replaceAll('-', '')}`;
  simulator = await startPaymentSimulator({
    port: 0,
    webhookUrl: `${shop}/api/stripe/webhook`,
    webhookSecret,
    apiVersion: Stripe.API_VERSION,
    logger: createLogger('stripe-stand-in', { level: 'warn' }),
  });
  const stripeApi = new URL(simulator.url);
  // Beside the e2e's gateway, on its database: it serves only (ROLE=gateway); the e2e's own
  // gateway runs the projectors, workflows and mail.
  gateway = startProcess(
    'stripe-gateway',
    process.execPath,
    ['--import', 'tsx', 'services/gateway/src/main.ts'],
    {
      cwd: ROOT,
      logFile: join(inject('artifactsDir'), 'stripe-gateway.log'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        ROLE: 'gateway',
        DATABASE_URL: inject('databaseUrl'),
        REDIS_URL: inject('redisUrl'),
        EVENT_BUS: 'postgres',
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUSTED_PROXIES: '127.0.0.1,::1',
        STOREFRONT_DIR: join(ROOT, 'storefront', 'dist'),
        WEB_APP_URL: shop,
        STRIPE_SECRET_KEY: simulator.secretKey,
        STRIPE_PUBLISHABLE_KEY: simulator.publishableKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_HOST: stripeApi.hostname,
        STRIPE_API_PORT: stripeApi.port,
        STRIPE_API_PROTOCOL: 'http',
        COURIER_SIMULATOR_PORT: '0',
        SIGN_IN_CAPTCHA_COST: '100',
        LOG_LEVEL: 'warn',
      },
    },
  );
  await waitUntil('the Stripe-mode gateway', answers(`${shop}/health`));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  await simulator?.close();
});

/** A browser whose js.stripe.com is the stand-in and whose api.stripe.com is the simulator. */
async function stripeContext(): Promise<{ context: BrowserContext; stripeJsLoads: string[] }> {
  const context = await browser.newContext(DESKTOP);
  const script = await readFile(STAND_IN, 'utf8');
  const stripeJsLoads: string[] = [];
  await context.route('https://js.stripe.com/**', async (route) => {
    stripeJsLoads.push(new URL(route.request().url()).pathname);
    await route.fulfill({ contentType: 'text/javascript', body: script });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${simulator.url}${pathname}${search}` }) });
  });
  return { context, stripeJsLoads };
}

describe('checkout with a real publishable key, through Stripe.js', () => {
  it('loads Stripe.js on the card page only, gets past a declined card and pays through 3-D Secure', async () => {
    const [bottle] = await Promise.all(CASE_OF_TWO.slice(0, 1).map(wine));
    if (!bottle) throw new Error('no wine');
    const total = formatPence(bottle.publicPrice * 3);
    const account = await registeredAccount(`elements.${Date.now()}@example.com`);
    const { context, stripeJsLoads } = await stripeContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) problems.push(message.text());
    });

    // The shop's pages never ask for Stripe.js: only a card form does.
    await signInPage(page, `${shop}/`, account);
    await addToCart(page, bottle, 3, shop);
    await page.goto(`${shop}/cart`);
    expect(stripeJsLoads).toEqual([]);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await confirmAge(page);
    await page.getByTestId('stripe-payment-element').waitFor();
    expect(stripeJsLoads).toHaveLength(1);
    // The simulator's own test-card hint belongs to the simulator's form only.
    expect(await page.getByText('Test mode: 4242').count()).toBe(0);
    await shot(page, 'e1-stripe-payment-element');

    await payWith(page, '4000 0000 0000 0002', `Pay ${total}`);
    await page.getByRole('alert').filter({ hasText: 'Card declined' }).waitFor();

    // 3-D Secure: the bank's page (the simulator's), then back to /checkout/complete.
    await payWith(page, '4000 0027 6000 3184', `Pay ${total}`);
    await page.waitForURL((url) => url.pathname.startsWith('/payments-simulator/'));
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('heading', { name: 'Thank you, your order is paid' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/complete');
    expect(new URL(page.url()).origin).toBe(shop);
    await shot(page, 'e2-paid-through-stripe-js');

    // Two PaymentIntents on "Stripe": the declined one and the one 3-D Secure let through.
    const charges = simulator.paymentIntents().map((intent) => intent.status);
    expect(charges).toEqual(['requires_payment_method', 'succeeded']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("serves every page under Stripe's origins and no loopback one", async () => {
    const answer = await fetch(`${shop}/cart`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('https://js.stripe.com');
    expect(policy).toContain('frame-src https://js.stripe.com');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    expect(policy).not.toContain('127.0.0.1');
  });
});
