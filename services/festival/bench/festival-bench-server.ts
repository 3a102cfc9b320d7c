// The festival calls as the gateway serves them (platform middleware, festival router) on a port,
// in their own process so the load (in the parent) does not share their event loop. A bearer
// token is the user id: token verification is identity's and not measured here.
import { benchApp, serveBench, tokenIsUser } from '@wine/platform/bench/bench-server';
import { Redis } from 'ioredis';
import { festivalRouter } from '../src/http/festival-router.ts';
import { TicketSigner } from '../src/tickets/ticket-code.ts';

const bench = benchApp('bench-festival', { defaultLevel: 'warn' });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0', { lazyConnect: true });
bench.app.route(
  '/',
  festivalRouter({
    pool: bench.pool,
    redis,
    verifier: tokenIsUser,
    signer: new TicketSigner('bench-festival-ticket-key-not-a-real-one'),
    returnUrl: 'http://127.0.0.1/festival',
  }),
);
await serveBench(bench, { onShutdown: [async () => void (await redis.quit())] });
