// What the storefront benches measure: the production build, served by the gateway as `make
// start` serves it, over a freshly seeded database. They use the e2e's port and Redis database,
// so whoever runs them holds /tmp/e2e.lock.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { tcpAnswers } from '@wine/platform/testing/tcp-answers';
import { run, startProcess } from '../e2e/stack/child-process.ts';
import { flushRedisDatabase } from '../e2e/stack/e2e-redis.ts';
import { answers, waitUntil } from '../e2e/stack/wait-until.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 8081;
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const POSTGRES_ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The storefront's production build, into storefront/dist (and its server entry). */
export async function buildStorefront(): Promise<void> {
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'storefront/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } },
  );
}

/**
 * The gateway serving storefront/dist on the e2e port over a fresh database `wine_<name>`, seeded
 * (`extraEnv` over make start's settings); `stop()` ends it and drops the database.
 */
export async function serveSeededStorefront(
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<{ base: string; stop(): Promise<void> }> {
  const base = `http://127.0.0.1:${PORT}`;
  if (await tcpAnswers('127.0.0.1', PORT))
    throw new Error(`Port ${PORT} is taken; hold /tmp/e2e.lock and free it.`);
  const database = await freshDatabase(POSTGRES_ADMIN_URL, `wine_${name}`);
  await flushRedisDatabase(REDIS_URL);
  const env = {
    ...process.env,
    // As make start runs it (production mode would need real secrets and an SMTP server).
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL,
    EVENT_BUS: 'postgres',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    STOREFRONT_DIR: join(ROOT, 'storefront/dist'),
    WEB_APP_URL: base,
    PAYMENT_SIMULATOR_PORT: '0',
    COURIER_SIMULATOR_PORT: '0',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  await mkdir(join(ROOT, '.run/logs'), { recursive: true });
  const gateway = startProcess(
    'gateway',
    process.execPath,
    ['--import', 'tsx', 'services/gateway/src/main.ts'],
    {
      cwd: ROOT,
      env,
      logFile: join(ROOT, `.run/logs/${name}-gateway.log`),
    },
  );
  const stop = async () => {
    await gateway.stop();
    await database.drop();
  };
  try {
    await waitUntil('the gateway', answers(`${base}/health/live`));
    await run('npm', ['run', 'seed'], { cwd: ROOT, env });
    await run('npm', ['run', 'content:import'], { cwd: ROOT, env });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
