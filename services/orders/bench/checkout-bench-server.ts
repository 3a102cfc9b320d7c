// The checkout route as the gateway serves it (platform middleware, orders router) on a port, in
// its own process so autocannon (in the parent) does not share its event loop. A bearer token is
// the user id: token verification is identity's (a JWT check, microseconds) and not measured here.
import { benchApp, serveBench, tokenIsUser } from '@wine/platform/bench/bench-server';
import { ordersRouter } from '../src/http/orders-router.ts';

const bench = benchApp('bench-checkout', { defaultLevel: 'warn' });
bench.app.route(
  '/',
  ordersRouter({
    pool: bench.pool,
    verifier: tokenIsUser,
    shopperKeySecret: 'bench-shopper-key-secret-not-a-real-one',
  }),
);
await serveBench(bench);
