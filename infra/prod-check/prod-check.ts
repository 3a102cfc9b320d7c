// make prod-check: docker-compose.yml's topology without Docker. The compiled build (the image's
// folders, infra/build/assemble-app.ts) with NODE_ENV=production and its secrets from an env
// file made from .env.example; two gateways behind Debian's nginx with the compose file's
// nginx.conf; two projector processes and the relay; on this machine's Postgres, Redis and Kafka
// in a database, Redis database and topic prefix of its own; Stripe and the courier stood in for
// by their simulators in a process of their own (stand-ins.ts), reached through the real SDKs.
// A guest signs in, checks out and pays with a 3-D Secure card through nginx while one gateway
// and one projector are killed; then the order must have completed once, its mail gone once, and
// every read model must equal its rebuild by the compiled replay. Everything it started is
// stopped, on failure too. Its last line says what it proved.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readModels } from '@wine/gateway/read-models';
import { startSmtpCapture } from '@wine/identity/testing/smtp-capture';
import { EventBus } from '@wine/platform/bus/kafka';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { createPool } from '@wine/platform/db/pool';
import { createLogger } from '@wine/platform/observability/logger';
import { freePort } from '@wine/platform/testing/free-port';
import { Redis } from 'ioredis';
import { fillEnvFile, parseEnvFile, readEnvExample } from './env-file.ts';
import {
  aWineInStock,
  checkout,
  confirm3ds,
  historyLabel,
  mailsTo,
  passBankCheck,
  payWith3dsCard,
  signIn,
} from './guest-walk.ts';
import { ensureNginx, startNginx } from './nginx.ts';
import { firstLine, Processes, type Started, tailOf, waitUntil } from './processes.ts';
import { productionApp } from './production-app.ts';
import { differFromRebuild, stillBehind } from './read-models-check.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUN_DIR = join(ROOT, '.run/prod-check');
const APP_DIR = join(RUN_DIR, 'app');
const LOG_DIR = join(RUN_DIR, 'logs');
// Its own database, Redis database (the tests use 11-15, make start 0) and topic prefix.
const DATABASE = 'wine_prod_check';
const REDIS_DB = 10;
const TOPIC_PREFIX = `prod-check-${Date.now()}.`;

const started = Date.now();
const say = (line: string) =>
  console.log(`prod-check [${Math.round((Date.now() - started) / 1000)} s] ${line}`);
const fail = (message: string) => {
  throw new Error(message);
};

/** What this run started and made, undone in reverse order whatever happens. */
const undo: (() => Promise<unknown>)[] = [];
const processes = new Processes(LOG_DIR);

const stores = {
  adminUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wine',
  redisUrl: (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0').replace(/\/\d*$/, `/${REDIS_DB}`),
  kafkaBrokers: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
};

/** A topic prefix, consumer groups and a Redis database of this run's own, emptied afterwards. */
async function ownStores() {
  const database = await freshDatabase(stores.adminUrl, DATABASE);
  undo.push(() => database.drop());
  const redis = new Redis(stores.redisUrl);
  await redis.flushdb();
  undo.push(async () => {
    await redis.flushdb();
    redis.disconnect();
  });
  const bus = new EventBus({
    brokers: stores.kafkaBrokers.split(','),
    clientId: 'prod-check',
    logger: createLogger('prod-check', { level: 'silent' }),
  });
  undo.push(async () => {
    await bus.deleteGroups({ prefix: TOPIC_PREFIX });
    await bus.deleteTopics({ prefix: TOPIC_PREFIX });
  });
  const pool = createPool(database.url, { applicationName: 'prod-check', max: 2 });
  undo.push(() => pool.end());
  return { databaseUrl: database.url, redis, pool };
}

/** The stand-ins' process, and the addresses and keys it printed. */
async function startStandIns(webhooksOrigin: string, secrets: Record<string, string>) {
  const standIns = processes.start(
    'stand-ins',
    process.execPath,
    ['--import', 'tsx', 'infra/prod-check/stand-ins.ts'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, WEBHOOKS_ORIGIN: webhooksOrigin, ...secrets },
    },
  );
  const line = await firstLine(standIns, 60_000);
  return JSON.parse(line) as {
    stripe: { url: string; secretKey: string; publishableKey: string };
    courier: { url: string; apiKey: string };
  };
}

/** The compiled command `name` in the app's folder, as the image's CMD runs main.mjs. */
const compiled = (name: string) => ['--enable-source-maps', `dist/server/${name}.mjs`];

async function runToEnd(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const run = processes.start(name, process.execPath, args, { cwd: APP_DIR, env });
  const [code] = (await once(run.child, 'exit')) as [number | null];
  if (code !== 0) fail(`${name} exited with ${code}:\n${tailOf(run.log)}`);
}

async function main(): Promise<string> {
  await mkdir(LOG_DIR, { recursive: true });
  ensureNginx(say);
  say('building the app as the image holds it (.run/prod-check/app)');
  await productionApp(APP_DIR, say);

  const own = await ownStores();
  const smtp = await startSmtpCapture();
  undo.push(() => smtp.close());
  const [lbPort, ...rolePorts] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
  const origin = `http://127.0.0.1:${lbPort}`;
  const webhookSecrets = {
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
    COURIER_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
  };
  const standIns = await startStandIns(origin, webhookSecrets);
  const stripeApi = new URL(standIns.stripe.url);

  // The secrets as an operator's .env holds them: every name of .env.example, generated or given.
  const envFile = fillEnvFile(readEnvExample(await readFile(join(ROOT, '.env.example'), 'utf8')), {
    ...webhookSecrets,
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: standIns.stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: standIns.stripe.publishableKey,
    COURIER_API_URL: standIns.courier.url,
    COURIER_API_KEY: standIns.courier.apiKey,
    WEB_APP_URL: origin,
    SCHEMA_BASE_URL: origin,
  });
  await writeFile(join(RUN_DIR, 'app.env'), envFile, { mode: 0o600 });
  undo.push(() => rm(join(RUN_DIR, 'app.env'), { force: true }));
  const storesEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: own.databaseUrl,
    REDIS_URL: stores.redisUrl,
    KAFKA_BROKERS: stores.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
    EVENT_BUS: 'kafka',
  };
  const appEnv = {
    ...storesEnv,
    ...parseEnvFile(envFile),
    // docker-compose.yml's x-app-env, on loopback; the Stripe SDK pointed at the stand-in.
    HOST: '127.0.0.1',
    STOREFRONT_DIR: join(APP_DIR, 'storefront/dist'),
    TRUSTED_PROXIES: '127.0.0.1',
    STRIPE_API_HOST: stripeApi.hostname,
    STRIPE_API_PORT: stripeApi.port,
    STRIPE_API_PROTOCOL: 'http',
  };

  say('seeding the catalog, its reviews and the festivals (compiled seeds)');
  for (const seed of ['seed-catalog', 'seed-reviews', 'seed-festival'])
    await runToEnd(seed, compiled(seed), storesEnv);

  say('starting the relay, projector-1, projector-2, gateway-1, gateway-2 and nginx');
  const roles = [
    ['relay', 'relay'],
    ['projector-1', 'projector'],
    ['projector-2', 'projector'],
    ['gateway-1', 'gateway'],
    ['gateway-2', 'gateway'],
  ] as const;
  const role = new Map<string, { process: Started; url: string }>();
  roles.forEach(([name, kind], i) => {
    const port = String(rolePorts[i]);
    const env = { ...appEnv, ROLE: kind, PROJECTOR_SET: 'all', SERVICE_NAME: name, PORT: port };
    role.set(name, {
      process: processes.start(name, process.execPath, compiled('main'), { cwd: APP_DIR, env }),
      url: `http://127.0.0.1:${port}`,
    });
  });
  for (const [name, { process, url }] of role)
    await waitUntil(`${name} to be ready`, async () => (await fetch(`${url}/health/ready`)).ok, {
      timeoutMs: 120_000,
      process,
    });
  const nginx = await startNginx(processes, join(RUN_DIR, 'nginx'), {
    port: lbPort as number,
    gatewayPorts: [rolePorts[3] as number, rolePorts[4] as number],
  });
  await waitUntil('nginx to answer', async () => (await fetch(`${origin}/health/ready`)).ok, {
    timeoutMs: 30_000,
    process: nginx,
  });
  const at = (name: string) => role.get(name) ?? fail(`no ${name}`);

  const email = `prod-check-${randomBytes(4).toString('hex')}@example.com`;
  say(`a guest signs in as ${email} with the code mailed to it`);
  const token = await signIn(origin, smtp.received, email);
  const orderId = await checkout(origin, token, await aWineInStock(origin));
  say(`order ${orderId} placed; killing gateway-1 (SIGKILL)`);
  await processes.kill(at('gateway-1').process);
  const bank = await payWith3dsCard(origin, token, orderId, standIns.stripe);
  say('the bank asks for 3-D Secure; killing projector-1 (SIGKILL)');
  await processes.kill(at('projector-1').process);
  const back = await passBankCheck(bank.redirectUrl);
  if (back.searchParams.get('order_id') !== orderId) fail(`the bank sent the customer back to ${back}`);
  const paid = await confirm3ds(origin, token, bank.clientSecret);
  if (paid !== 'succeeded') fail(`the payment ended ${paid}`);
  await waitUntil(
    "'Ready for dispatch' on the order history",
    async () => (await historyLabel(origin, token, orderId)) === 'Ready for dispatch',
    { timeoutMs: 90_000, process: at('projector-2').process },
  );

  say('waiting until the relay and every runner have applied the whole log');
  const metrics = `${at('relay').url}/metrics`;
  await waitUntil(
    'the outbox and every runner to catch up',
    async () => (await stillBehind(metrics)).length === 0,
    {
      timeoutMs: 90_000,
    },
  ).catch(async (err: Error) => {
    // Which runner, or the outbox, is the first thing to know when this does not end.
    fail(`${err.message}; still behind: ${(await stillBehind(metrics).catch(() => [])).join('; ')}`);
  });
  const { rows: counts } = await own.pool.query<{ type: string; n: string }>(
    `SELECT type, count(*)::text AS n FROM events WHERE stream_id = $1 GROUP BY type`,
    [`orders/order/${orderId}`],
  );
  const times = (type: string) => Number(counts.find((c) => c.type === type)?.n ?? 0);
  if (times('PaymentSucceeded') !== 1 || times('CheckoutCompleted') !== 1)
    fail(
      `the order's events: ${JSON.stringify(counts)} (one PaymentSucceeded and one CheckoutCompleted expected)`,
    );
  const confirmations = mailsTo(smtp.received, email).filter((m) =>
    m.raw.includes('your order is confirmed'),
  );
  if (confirmations.length !== 1) fail(`${confirmations.length} confirmation mails were sent to ${email}`);

  say('comparing every read model with its rebuild by the compiled replay (production, stores only)');
  const check = await differFromRebuild({ pool: own.pool, redis: own.redis }, readModels(), () =>
    runToEnd('replay', [...compiled('replay'), '--all'], storesEnv),
  );
  if (check.differing.length > 0)
    fail(`read models that differ from their rebuild: ${check.differing.join(', ')}`);
  const seconds = Math.round((Date.now() - started) / 1000); // before the clean-up's few seconds
  return `prod-check: passed in ${seconds} s. The compiled build (NODE_ENV=production, secrets from an env file made from .env.example) ran as 2 gateways behind nginx (infra/docker/nginx.conf), 2 projectors and the relay; a guest signed in with a mailed code, checked out and paid with a 3-D Secure card through nginx while gateway-1 and projector-1 were killed; the order completed once (1 PaymentSucceeded, 1 CheckoutCompleted) and its confirmation was mailed once; all ${check.compared} read models (${check.rows} rows and keys) equal their rebuild by the compiled replay, which ran with the stores alone.`;
}

let summary: string | undefined;
try {
  summary = await main();
} catch (error) {
  console.error(
    `prod-check: FAILED: ${error instanceof Error ? error.message : error} (logs: .run/prod-check/logs/)`,
  );
  process.exitCode = 1;
} finally {
  await processes.stopAll();
  for (const step of undo.reverse())
    await step().catch((err) => console.error(`prod-check: cleaning up: ${err}`));
}
if (summary) console.log(summary);
