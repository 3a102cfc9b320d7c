// One way of serving the storefront's build, for bench:static-files: `ours` (the gateway's
// in-memory files, services/gateway/src/storefront) or `hono` (@hono/node-server's serveStatic,
// precompressed, behind Hono's etag middleware and a Cache-Control header). Prints its port.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { serveStorefront } from '../src/storefront/serve-storefront.ts';
import { loadStorefrontFiles } from '../src/storefront/storefront-files.ts';

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'ours' && mode !== 'hono') || !dir)
  throw new Error('usage: static-files-server.ts ours|hono <dist>');

const app = new Hono();
if (mode === 'ours') {
  app.use(serveStorefront(await loadStorefrontFiles(dir)));
} else {
  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', etag());
  app.use('/assets/*', serveStatic({ root: dir, precompressed: true }));
}
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${info.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
