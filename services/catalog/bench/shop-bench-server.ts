// The gateway's HTTP app with the catalog routes on a port, in its own process so that
// autocannon (in the parent) and the server do not share an event loop. Started by shop-bench.ts.
// Beside it, a bare Hono app that answers the listing's bytes from memory: the ceiling of Node's
// HTTP on this machine at this moment, to read the gateway's figures against. Logs at info, as
// the gateway runs: one access line per request, to the file the parent gave as stdout.
import { benchApp, requiredEnv, serveBench } from '@wine/platform/bench/bench-server';
import { Redis } from 'ioredis';
import { catalogRouter } from '../src/http/catalog-router.ts';

// As the gateway has it in front of the catalog; the bench's requests carry no token.
const bench = benchApp('bench-gateway', { defaultLevel: 'info', guests: true });
const redis = new Redis(requiredEnv('REDIS_URL'));
bench.app.route(
  '/',
  catalogRouter({ pool: bench.pool, redis, redisKeyPrefix: requiredEnv('REDIS_KEY_PREFIX') }),
);
await serveBench(bench, { onShutdown: [async () => void redis.disconnect()] });
