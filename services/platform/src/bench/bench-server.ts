// The child half of an HTTP bench (http-bench.ts starts it): the gateway's HTTP app with one
// context's routes on a free port. Optionally, beside it, a bare Hono app that answers one path's
// bytes from memory: the ceiling of Node's HTTP on this machine at this moment, to read the
// gateway's figures against.
import { serve as nodeServe } from '@hono/node-server';
import { Hono } from 'hono';
import { createPool, type Pool } from '../db/pool.ts';
import { type AuthenticatedUser, optionalUser } from '../http/auth.ts';
import { createApp } from '../http/create-app.ts';
import { type ShutdownHook, serve } from '../http/serve.ts';
import { createLogger, type Logger, type LogLevel } from '../observability/logger.ts';

export const requiredEnv = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/** No request of a guests' bench carries a token. */
export const noTokens = { verify: async (): Promise<AuthenticatedUser | null> => null };

/**
 * A bearer token is the user id: token verification is identity's (a JWT check, microseconds)
 * and not measured here.
 */
export const tokenIsUser = {
  verify: async (token: string): Promise<AuthenticatedUser> => ({
    userId: token,
    isAnonymous: false,
    sessionId: 'bench',
  }),
};

/**
 * The gateway's app as a bench server runs it (every platform middleware; with `guests`, the
 * gateway's `optionalUser` in front, as it has it in front of every context) and a pool on
 * DATABASE_URL. Logs at LOG_LEVEL, `defaultLevel` when unset.
 */
export function benchApp(name: string, options: { defaultLevel: LogLevel; guests?: boolean }) {
  const logger = createLogger(name, { level: (process.env.LOG_LEVEL ?? options.defaultLevel) as LogLevel });
  const pool = createPool(requiredEnv('DATABASE_URL'), { applicationName: name, max: 20 });
  const app = createApp({ name: 'gateway', logger });
  if (options.guests) app.use('*', optionalUser(noTokens));
  return { app, logger, pool };
}

/**
 * Serves the app on a free port, tells the parent its URL (and the ceiling's, where the parent
 * named a CEILING_PATH), and answers the parent's 'cpu' asks with this process's CPU time.
 */
export async function serveBench(
  bench: { app: ReturnType<typeof createApp>; logger: Logger; pool: Pool },
  options: { onShutdown?: ShutdownHook[] } = {},
): Promise<void> {
  const { app, logger, pool } = bench;
  const { url } = await serve(app, {
    port: 0,
    logger,
    onShutdown: [() => pool.end(), ...(options.onShutdown ?? [])],
  });
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  const ceilingPath = process.env.CEILING_PATH;
  if (!ceilingPath) {
    process.send?.({ url });
    return;
  }
  // As bytes, as the gateway's cache keeps them: the ceiling is the best bare Hono does with them.
  const bytes = new Uint8Array(await (await app.request(ceilingPath)).arrayBuffer());
  const bare = new Hono().get('*', (c) => c.body(bytes, 200, { 'content-type': 'application/json' }));
  const ceiling = nodeServe({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send?.({ url, ceilingUrl: `http://127.0.0.1:${info.port}` });
  });
  process.once('SIGTERM', () => ceiling.close());
}
