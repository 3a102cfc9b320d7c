// The gateway's HTTP app with the reviews routes on a port, in its own process so that
// autocannon (in the parent) and the server do not share an event loop. Started by
// reviews-bench.ts. Beside it, a bare Hono app answering the summary's bytes from memory: the
// ceiling of Node's HTTP on this machine at this moment, as the shop bench has it.
import { benchApp, noTokens, requiredEnv, serveBench } from '@wine/platform/bench/bench-server';
import { Redis } from 'ioredis';
import { createReviews } from '../src/create-reviews.ts';

// As the gateway has it in front of every context; the bench's requests carry no token.
const bench = benchApp('bench-gateway', { defaultLevel: 'info', guests: true });
const redis = new Redis(requiredEnv('REDIS_URL'));
const face = createReviews({
  pool: bench.pool,
  redis,
  verifier: noTokens,
  redisKeyPrefix: requiredEnv('REDIS_KEY_PREFIX'),
});
for (const routes of face.routes ?? []) bench.app.route('/', routes);
await serveBench(bench, { onShutdown: [async () => void redis.disconnect()] });
