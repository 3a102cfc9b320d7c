// The gateway's HTTP app with the content routes on a port, in its own process so that
// autocannon (in the parent) and the server do not share an event loop. Started by
// search-bench.ts. Logs at info, as the gateway runs: one access line per request.
import { createPool } from '@wine/platform/db/pool';
import { optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import { createLogger, type LogLevel } from '@wine/platform/observability/logger';
import { contentRouter } from '../src/http/content-router.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
const logger = createLogger('bench-gateway', { level: (process.env.LOG_LEVEL ?? 'info') as LogLevel });
const pool = createPool(databaseUrl, { applicationName: 'bench-gateway', max: 20 });
const app = createApp({ name: 'gateway', logger });
// As the gateway has it in front of every context; the bench's requests carry no token (guests).
app.use('*', optionalUser({ verify: async () => null }));
app.route('/', contentRouter({ pool, siteUrl: 'http://127.0.0.1' }));
const { url } = await serve(app, { port: 0, logger, onShutdown: [() => pool.end()] });
process.send?.({ url });
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
