import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGatewayProcess } from './testing/gateway-process.ts';

// Issue 34: with test-mode keys set (as docs/payments.md has one try a real account) the gateway
// still comes up where Stripe cannot be reached, and its pages let Stripe.js load. "Stripe" here
// is a listener that only counts who connects: nothing may until a payment needs it.

let db: TestDatabase;
let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;
let storefrontDir: string;
let stripeApi: Server;
let stripeConnections = 0;

const key = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const policyOf = async (path: string) => {
  const answer = await fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html,*/*' } });
  expect(answer.status, path).toBe(200);
  return answer.headers.get('content-security-policy') ?? '';
};
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

beforeAll(async () => {
  stripeApi = createServer((socket) => {
    stripeConnections += 1;
    socket.destroy();
  }).listen(0, '127.0.0.1');
  await once(stripeApi, 'listening');
  const address = stripeApi.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  // A build of one page and one script: the pages' headers are what this is about.
  storefrontDir = await mkdtemp(join(tmpdir(), 'storefront-keys-'));
  await mkdir(join(storefrontDir, 'assets'));
  await writeFile(
    join(storefrontDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(storefrontDir, 'assets', 'app.js'), 'export {};\n');

  db = await createTestDatabase();
  gateway = await startGatewayProcess({
    DATABASE_URL: db.url,
    REDIS_URL: inject('services').redisUrl,
    STOREFRONT_DIR: storefrontDir,
    STRIPE_SECRET_KEY: key('sk_test_'),
    STRIPE_PUBLISHABLE_KEY: 'pk_test_issue34publishable',
    STRIPE_WEBHOOK_SECRET: key('whsec_'),
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(address.port),
    STRIPE_API_PROTOCOL: 'http',
  });
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  await db?.drop();
  stripeApi?.close();
  if (storefrontDir) await rm(storefrontDir, { recursive: true, force: true });
});

describe('with test-mode Stripe keys and Stripe out of reach', () => {
  it('comes up healthy without calling Stripe, and tells the browser to use Stripe.js with the publishable key only', async () => {
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
    const answer = await fetch(`${gateway.url}/api/payments/config`);
    const text = await answer.text();
    expect(PaymentsClientConfig.parse(JSON.parse(text))).toMatchObject({
      mode: 'stripe',
      publishableKey: 'pk_test_issue34publishable',
    });
    expect(text).not.toMatch(/sk_test_|whsec_/);
    expect(stripeConnections).toBe(0);
  });

  it.each(['/', '/cart', '/account', '/assets/app.js'])(
    'serves %s under a policy that lets Stripe.js load and names no loopback origin',
    async (path) => {
      const policy = await policyOf(path);
      expect(directive(policy, 'script-src')).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
      ]);
      expect(directive(policy, 'frame-src')).toEqual([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
      expect(policy).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]|http:/);
      expect(stripeConnections).toBe(0);
    },
  );
});
