import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PSEUDONYM_KEY } from '@wine/analytics/testing/test-pseudonyms';
import { solvedCaptchaAt } from '@wine/identity/testing/solved-captcha';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { tcpAnswers } from '@wine/platform/testing/tcp-answers';
import type { TestProject } from 'vitest/node';
import { run, type Started, startProcess } from './stack/child-process.ts';
import { E2E_GUEST_STARTS_PER_IP_HOUR } from './stack/e2e-limits.ts';
import { flushRedisDatabase } from './stack/e2e-redis.ts';
import { answers, waitUntil } from './stack/wait-until.ts';

// The whole stack for the browser tests, started fresh and torn down after: a new Postgres
// database, the gateway (Postgres as the event bus, so no Kafka is needed), the catalog seed,
// and the storefront's production build, which the gateway serves as it does under make start.

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    artifactsDir: string;
    /** The gateway itself, for what a spec does as another device would (the dev inbox). */
    gatewayUrl: string;
    /** The payment simulator's secret key, for what a spec does as Stripe would. */
    simulatorSecretKey: string;
    /** The e2e database, for a spec that needs what the gateway keeps there (its analytics outbox). */
    databaseUrl: string;
    /** The gateway's Redis, for a spec that starts a gateway of its own beside it. */
    redisUrl: string;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = join(ROOT, 'test-results', 'e2e');
const GATEWAY_PORT = 8081;
const POSTGRES_ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const DATABASE_NAME = 'wine_e2e';

const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

export default async function setup(project: TestProject) {
  await mkdir(ARTIFACTS, { recursive: true });
  if (await tcpAnswers('127.0.0.1', GATEWAY_PORT))
    throw new Error(`Port ${GATEWAY_PORT} is taken; the e2e needs it free.`);

  const started: Started[] = [];
  const simulatorSecretKey = `sk_test_${randomBytes(24).toString('hex')}`;
  const database = await freshDatabase(POSTGRES_ADMIN_URL, DATABASE_NAME);
  await flushRedisDatabase(REDIS_URL);
  const teardown = async () => {
    for (const child of started.reverse()) await child.stop();
    await database.drop();
    await flushRedisDatabase(REDIS_URL);
  };

  try {
    const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
    const storefrontUrl = gatewayUrl;
    const backendEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL,
      EVENT_BUS: 'postgres',
      PORT: String(GATEWAY_PORT),
      HOST: '127.0.0.1',
      // The specs' other devices reach the gateway through a proxy on loopback (identity-api.ts),
      // as make dev's visitors do; the browser itself connects directly.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // A key the specs know, so page-views.spec finds this browser's views by its pseudonym.
      ANALYTICS_PSEUDONYM_KEY: TEST_PSEUDONYM_KEY,
      STOREFRONT_DIR: join(ROOT, 'storefront', 'dist'),
      // Any free port: the card form learns it from /api/payments/config.
      PAYMENT_SIMULATOR_PORT: '0',
      // The specs act as Stripe too (a subscription ended from its dashboard).
      PAYMENT_SIMULATOR_SECRET_KEY: simulatorSecretKey,
      // The courier simulator: any free port; it collects a dispatch a few seconds after it is
      // requested (the spec watches it become 'Dispatched') and delivers long after the run.
      COURIER_SIMULATOR_PORT: '0',
      COURIER_COLLECT_AFTER_SECONDS: '3',
      COURIER_DELIVER_AFTER_SECONDS: '3600',
      // A back-in-stock alert looks at the stock again 2 s after the restock (default 60 s).
      BACK_IN_STOCK_HOLD_SECONDS: '2',
      LOG_LEVEL: 'warn',
      // The sign-in captcha is solved for real, by the browser's widget and by the specs' own
      // sign-ups (identity-api.ts); a lower cost than production keeps the many sends quick.
      SIGN_IN_CAPTCHA_COST: '100',
      GUEST_STARTS_PER_IP_HOUR: String(E2E_GUEST_STARTS_PER_IP_HOUR),
      // Where links and the bank's 3-D Secure page send the browser back to.
      WEB_APP_URL: storefrontUrl,
    };

    // The production build, served by the gateway as `make start` serves it.
    await run(
      process.execPath,
      [viteBin, 'build', '--config', 'storefront/vite.config.ts', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        // Vitest sets NODE_ENV=test, which would make this a development build (React's, and
        // the app's development-only code such as the A/B override panel).
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    started.push(
      startProcess('gateway', process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
        cwd: ROOT,
        env: backendEnv,
        logFile: join(ARTIFACTS, 'gateway.log'),
      }),
    );
    await waitUntil('the gateway', answers(`${gatewayUrl}/health`));

    await run('npm', ['run', 'seed'], { cwd: ROOT, env: backendEnv });
    await run('npm', ['run', 'content:import'], { cwd: ROOT, env: backendEnv });
    // Projections fill the read models asynchronously: wait until the shop and the drop show.
    await waitUntil('the seeded shop', async () => {
      const page = (await (await fetch(`${gatewayUrl}/api/mobile-app/shop/search?limit=1`)).json()) as {
        total?: number;
      };
      return (page.total ?? 0) > 0;
    });
    // Ratings are the seeded reviews': featured wines (rated 4.5 or more) show once they are in.
    await waitUntil('the seeded reviews', async () => {
      const featured = (await (await fetch(`${gatewayUrl}/api/catalog/featured-wines?limit=6`)).json()) as {
        items?: unknown[];
      };
      return (featured.items?.length ?? 0) >= 6;
    });
    await waitUntil('the journal', async () => {
      const journal = (await (await fetch(`${gatewayUrl}/api/journal?limit=1`)).json()) as { total?: number };
      return (journal.total ?? 0) > 0;
    });
    // The drop is for signed-in people only (spec 6), so the wait signs someone in to look.
    const token = await signedInToken(gatewayUrl);
    await waitUntil("today's drop", async () => {
      const drop = (await (
        await fetch(`${gatewayUrl}/fn/getDropsV2`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { wines?: unknown[] };
      return (drop.wines?.length ?? 0) > 0;
    });

    project.provide('storefrontUrl', storefrontUrl);
    project.provide('artifactsDir', ARTIFACTS);
    project.provide('gatewayUrl', gatewayUrl);
    project.provide('databaseUrl', database.url);
    project.provide('redisUrl', REDIS_URL);
    project.provide('simulatorSecretKey', simulatorSecretKey);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** An access token of a registered account, made as a person makes one: a guest proves an address. */
async function signedInToken(gatewayUrl: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ accessToken: string; challenge: string }>;
  };
  const email = `e2e-setup.${Date.now()}@example.com`;
  const guest = await post('/api/auth/anonymous', {});
  const captcha = await solvedCaptchaAt(gatewayUrl);
  const { challenge } = await post('/fn/generateMagicLink', { email, isWeb: true, hideLink: true, captcha });
  const inbox = (await (await fetch(`${gatewayUrl}/dev/inbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const code = /\b([A-Z2-9]{8})\b/.exec(inbox.messages.find((m) => m.to === email)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${email}`);
  return (await post('/api/auth/link', { email, code, challenge }, guest.accessToken)).accessToken;
}
