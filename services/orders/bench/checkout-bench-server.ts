// The checkout route as the gateway serves it (platform middleware, orders router) on a port, in
// its own process so autocannon (in the parent) does not share its event loop. A bearer token is
// the user id: token verification is identity's (a JWT check, microseconds) and not measured here.
import { createPool } from '@wine/platform/db/pool';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger, type LogLevel } from '@wine/platform/observability/logger';
import { ordersRouter } from '../src/http/orders-router.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
const logger = createLogger('bench-checkout', { level: (process.env.LOG_LEVEL ?? 'warn') as LogLevel });
const pool = createPool(databaseUrl, { applicationName: 'bench-checkout', max: 20 });
const verifier = {
  verify: async (token: string) => ({ userId: token, isAnonymous: false, sessionId: 'bench' }),
};
const app = createApp({ name: 'gateway', logger });
app.route('/', ordersRouter({ pool, verifier, shopperKeySecret: 'bench-shopper-key-secret-not-a-real-one' }));
const { url } = await serve(app, { port: 0, logger, onShutdown: [() => pool.end()] });
process.send?.({ url });
