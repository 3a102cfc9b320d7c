// The gateway's HTTP app with the catalog routes on a port, in its own process so that
// autocannon (in the parent) and the server do not share an event loop. Started by shop-bench.ts.
// Beside it, a bare Hono app that answers the listing's bytes from memory: the ceiling of Node's
// HTTP on this machine at this moment, to read the gateway's figures against. Logs at info, as
// the gateway runs: one access line per request, to the file the parent gave as stdout.
import { serve as nodeServe } from '@hono/node-server';
import { createPool } from '@wine/platform/db/pool';
import { optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger, type LogLevel } from '@wine/platform/observability/logger';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { catalogRouter } from '../src/http/catalog-router.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const logger = createLogger('bench-gateway', { level: (process.env.LOG_LEVEL ?? 'info') as LogLevel });
const pool = createPool(env('DATABASE_URL'), { applicationName: 'bench-gateway', max: 20 });
const redis = new Redis(env('REDIS_URL'));
const app = createApp({ name: 'gateway', logger });
// As the gateway has it in front of the catalog; the bench's requests carry no token.
app.use('*', optionalUser({ verify: async () => null }));
app.route('/', catalogRouter({ pool, redis, redisKeyPrefix: env('REDIS_KEY_PREFIX') }));
const { url } = await serve(app, {
  port: 0,
  logger,
  onShutdown: [() => pool.end(), async () => void redis.disconnect()],
});
// As bytes, as the gateway's cache keeps them: the ceiling is the best bare Hono does with them.
const listing = new Uint8Array(await (await app.request(env('LISTING_PATH'))).arrayBuffer());
const bare = new Hono().get('*', (c) => c.body(listing, 200, { 'content-type': 'application/json' }));
const ceiling = nodeServe({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ url, ceilingUrl: `http://127.0.0.1:${info.port}` });
});
process.once('SIGTERM', () => ceiling.close());
// The parent asks for this process's CPU time around each load: CPU per request holds still
// when other work on the machine moves requests/s about.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
