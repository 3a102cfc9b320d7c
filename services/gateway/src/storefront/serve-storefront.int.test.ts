import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '@wine/platform/http/create-app';
import { type RunningServer, serve } from '@wine/platform/http/serve';
import { createLogger } from '@wine/platform/observability/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStorefront } from './serve-storefront.ts';
import { loadStorefrontFiles } from './storefront-files.ts';

// The storefront's real production build, served by the gateway's own app and middleware.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
let dist: string;
let server: RunningServer;
let entryScript: string;

const page = (path: string) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html,*/*' } });

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'storefront/vite.config.ts',
      '--outDir',
      dist,
      '--emptyOutDir',
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' },
  );
  const logger = createLogger('storefront-test', { level: 'silent' });
  const app = createApp({ name: 'gateway', logger });
  app.get('/api/ping', (c) => c.json({ ok: true }));
  app.use('*', serveStorefront(await loadStorefrontFiles(dist)));
  server = await serve(app, { port: 0, logger });
  const assets = await readdir(join(dist, 'assets'));
  entryScript = `/assets/${assets.find((name) => /^index-.*\.js$/.test(name))}`;
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('the storefront the gateway serves', () => {
  it('sends a hashed script brotli-compressed, cached for a year and never revalidated', async () => {
    const answer = await fetch(`${server.url}${entryScript}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('vary')).toBe('accept-encoding');
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    // fetch decodes what it asked for: the script as built.
    expect(await answer.text()).toContain('createRoot');
  });

  it("keeps Stripe.js out of the first page's scripts: only the card form's own chunk loads it", async () => {
    const shell = await readFile(join(dist, 'index.html'), 'utf8');
    const initial = [
      ...shell.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
    ].map((match) => match[1] ?? '');
    expect(initial).toContain(entryScript);
    const names = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.js'));
    const loadingStripe: string[] = [];
    for (const name of names) {
      if ((await readFile(join(dist, 'assets', name), 'utf8')).includes('https://js.stripe.com'))
        loadingStripe.push(`/assets/${name}`);
    }
    expect(loadingStripe).toHaveLength(1);
    expect(initial).not.toContain(loadingStripe[0]);
  });

  it('sends gzip to a browser that takes no brotli, and the file as built to one that takes neither', async () => {
    const gzipped = await fetch(`${server.url}${entryScript}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${server.url}${entryScript}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await gzipped.text()).toBe(await plain.text());
  });

  it('answers a deep link with the app, never cached, under a policy with no inline script', async () => {
    const answer = await page('/product/some-wine');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain(entryScript);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    // No inline script, nor style sheet: only `style` attributes of server-rendered markup.
    expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it("paints a page with its styles inlined, allowed by the sheet's hash and by no other inline style", async () => {
    const answer = await fetch(`${server.url}/cart`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    const html = await answer.text();
    expect(html).not.toContain('rel="stylesheet"');
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('--');
    const hash = createHash('sha256').update(css).digest('base64');
    expect(answer.headers.get('content-security-policy')).toContain(`style-src 'self' 'sha256-${hash}';`);
  });

  it('answers a repeat visit for an unchanged file with 304 and no body', async () => {
    const first = await fetch(`${server.url}/favicon.svg`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${server.url}/favicon.svg`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('keeps the API its own: an unknown API path is a JSON 404, a known one keeps its policy', async () => {
    const unknown = await page('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    const known = await fetch(`${server.url}/api/ping`);
    expect(known.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('does not serve the source maps the build keeps for stack traces, nor the app for a missing file', async () => {
    expect((await fetch(`${server.url}${entryScript}.map`)).status).toBe(404);
    const stale = await page('/assets/index-0ld.js');
    expect(stale.status).toBe(404);
    expect(stale.headers.get('content-type')).toContain('application/json');
  });
});
