// The gateway's HTTP app with the reviews routes on a port, in its own process so that
// autocannon (in the parent) and the server do not share an event loop. Started by
// reviews-bench.ts. Beside it, a bare Hono app answering the summary's bytes from memory: the
// ceiling of Node's HTTP on this machine at this moment, as the shop bench has it.
import { serve as nodeServe } from '@hono/node-server';
import { createPool } from '@wine/platform/db/pool';
import { optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger, type LogLevel } from '@wine/platform/observability/logger';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { createReviews } from '../src/create-reviews.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const logger = createLogger('bench-gateway', { level: (process.env.LOG_LEVEL ?? 'info') as LogLevel });
const pool = createPool(env('DATABASE_URL'), { applicationName: 'bench-gateway', max: 20 });
const redis = new Redis(env('REDIS_URL'));
const noTokens = { verify: async () => null };
const app = createApp({ name: 'gateway', logger });
// As the gateway has it in front of every context; the bench's requests carry no token.
app.use('*', optionalUser(noTokens));
const face = createReviews({ pool, redis, verifier: noTokens, redisKeyPrefix: env('REDIS_KEY_PREFIX') });
for (const routes of face.routes ?? []) app.route('/', routes);
const { url } = await serve(app, {
  port: 0,
  logger,
  onShutdown: [() => pool.end(), async () => void redis.disconnect()],
});
const summary = new Uint8Array(await (await app.request(env('SUMMARY_PATH'))).arrayBuffer());
const bare = new Hono().get('*', (c) => c.body(summary, 200, { 'content-type': 'application/json' }));
const ceiling = nodeServe({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ url, ceilingUrl: `http://127.0.0.1:${info.port}` });
});
process.once('SIGTERM', () => ceiling.close());
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
