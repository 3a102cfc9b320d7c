// The festival calls as the gateway serves them (platform middleware, festival router) on a port,
// in their own process so the load (in the parent) does not share their event loop. A bearer
// token is the user id: token verification is identity's and not measured here.
import { createPool } from '@wine/platform/db/pool';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger, type LogLevel } from '@wine/platform/observability/logger';
import { Redis } from 'ioredis';
import { festivalRouter } from '../src/http/festival-router.ts';
import { TicketSigner } from '../src/tickets/ticket-code.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
const logger = createLogger('bench-festival', { level: (process.env.LOG_LEVEL ?? 'warn') as LogLevel });
const pool = createPool(databaseUrl, { applicationName: 'bench-festival', max: 20 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0', { lazyConnect: true });
const verifier = {
  verify: async (token: string) => ({ userId: token, isAnonymous: false, sessionId: 'bench' }),
};
const app = createApp({ name: 'gateway', logger });
app.route(
  '/',
  festivalRouter({
    pool,
    redis,
    verifier,
    signer: new TicketSigner('bench-festival-ticket-key-not-a-real-one'),
    returnUrl: 'http://127.0.0.1/festival',
  }),
);
const { url } = await serve(app, {
  port: 0,
  logger,
  onShutdown: [() => pool.end(), async () => void (await redis.quit())],
});
process.send?.({ url });
