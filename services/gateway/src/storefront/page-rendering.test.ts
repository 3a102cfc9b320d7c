import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
import type { RenderedPage, ServerEntry } from './page-renderer.ts';
import type { ReadModelWatch } from './read-model-watch.ts';
import { RenderGate, type RenderGateOptions } from './render-gate.ts';
import { serveStorefront } from './serve-storefront.ts';
import { compressedFile } from './storefront-files.ts';

// Issue 28, item 8: one client asking for server-rendered pages slowed every other shopper.
const logger = createLogger('page-rendering-test', { level: 'silent' });
const shell = '<html><head><title>Cellar Door</title></head><body><div id="root"></div></body></html>';
const files = new Map([['/index.html', compressedFile(Buffer.from(shell), 'text/html; charset=utf-8')]]);

// What @hono/node-server hands the app for a connection from `remoteAddress`.
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

interface Harness {
  renders: string[];
  /** Moves the read model every page reads. */
  move(): void;
  ask(path: string, client?: string, headers?: Record<string, string>): Promise<Response>;
}

/**
 * The storefront with a renderer that counts. The first page to read a read model is not kept
 * (its position before that render was not taken): the harness has had one, `/`, already.
 */
async function harness(
  options: { gate?: RenderGateOptions; render?: (url: string) => Promise<RenderedPage | undefined> } = {},
): Promise<Harness> {
  const renders: string[] = [];
  let position = 1;
  const watch: ReadModelWatch = {
    readModelsOf: (path) => (path.startsWith('/api/') ? ['shop'] : undefined),
    stampOf: async (names) => names.map((name) => `${name}=${position}`).join(';'),
  };
  const entry: ServerEntry = {
    // The shop reads its sort order; any other parameter is not the page's.
    pageKeyOf: (url) => {
      const { pathname, searchParams } = new URL(url, 'http://page');
      const sort = searchParams.get('sort');
      return sort === null ? pathname : `${pathname}?sort=${sort}`;
    },
    render: async (url) => {
      renders.push(url);
      if (options.render && url !== '/') return options.render(url);
      return { status: 200, html: `<main>${url}</main>`, state: {}, reads: ['/api/mobile-app/shop'] };
    },
  };
  const app = createApp({ name: 'page-rendering-test', logger });
  const rendering = {
    entry,
    cache: new PageCache(watch),
    gate: new RenderGate(options.gate),
    readModelsOf: watch.readModelsOf,
    logger,
  };
  app.use('*', serveStorefront(files, rendering));
  await app.request('/', {}, from('192.0.2.250'));
  renders.length = 0;
  return {
    renders,
    move: () => {
      position++;
    },
    ask: async (path, client = '192.0.2.1', headers = {}) =>
      app.request(path, { headers: { accept: 'text/html', ...headers } }, from(client)),
  };
}

describe("guests' server-rendered pages", () => {
  it('renders a page once for every guest: a second request, junk parameters and all, is not rendered again', async () => {
    const shop = await harness();
    const first = await shop.ask('/shop?sort=price');
    const second = await shop.ask('/shop?utm_source=mail&sort=price&x=1', '192.0.2.2');
    expect(shop.renders).toEqual(['/shop?sort=price']);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const held = await shop.ask('/shop?sort=price', '192.0.2.3', { 'if-none-match': etag });
    expect(held.status).toBe(304);
    expect(shop.renders).toHaveLength(1);
  });

  it('renders a kept page again once a read model it read has moved', async () => {
    const shop = await harness();
    await shop.ask('/shop');
    await shop.ask('/shop');
    shop.move();
    await shop.ask('/shop');
    expect(shop.renders).toEqual(['/shop', '/shop']);
  });

  it('never keeps a page that read something no context claims', async () => {
    const shop = await harness({
      render: async (url) => ({ status: 200, html: url, state: {}, reads: ['/somewhere-else'] }),
    });
    const answer = await shop.ask('/journal');
    await shop.ask('/journal');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(shop.renders).toHaveLength(2);
  });

  it('keeps renders in flight under the cap in a burst, and answers the rest 503 with Retry-After', async () => {
    let inFlight = 0;
    let most = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shop = await harness({
      gate: { maxInFlight: 2, maxWaitMs: 20 },
      render: async (url) => {
        most = Math.max(most, ++inFlight);
        await released;
        inFlight--;
        return { status: 200, html: url, state: {}, reads: [] };
      },
    });
    const asked = Array.from({ length: 10 }, (_, i) => shop.ask(`/product/wine-${i}`, `192.0.2.${i + 1}`));
    // Those that found no slot are answered while the first two still render.
    const refused = await Promise.all(asked.slice(2));
    release();
    const rendered = await Promise.all(asked.slice(0, 2));
    expect(most).toBe(2);
    expect(rendered.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('HTTP_503');
    }
  });

  it('answers one client over the render rate 429 with Retry-After, while another client still gets its page', async () => {
    const shop = await harness({ gate: { ratePerSecond: 0.1, burst: 2 } });
    expect((await shop.ask('/product/a', '203.0.113.9')).status).toBe(200);
    expect((await shop.ask('/product/b', '203.0.113.9')).status).toBe(200);
    const limited = await shop.ask('/product/c', '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await shop.ask('/product/c', '198.51.100.7')).status).toBe(200);
    // A kept page costs no render: the limited client still gets it.
    expect((await shop.ask('/product/a', '203.0.113.9')).status).toBe(200);
    expect(shop.renders).toEqual(['/product/a', '/product/b', '/product/c']);
  });
});

describe('a render that fails', () => {
  it('sends the shell, and the next request renders the page again', async () => {
    let fail = true;
    const shop = await harness({
      render: async (url) => {
        if (fail) throw new Error('the API did not answer');
        return { status: 200, html: `<main>${url}</main>`, state: {}, reads: ['/api/mobile-app/shop'] };
      },
    });
    const shell = await shop.ask('/product/a');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-store');
    fail = false;
    expect(await (await shop.ask('/product/a')).text()).toContain('<main>/product/a</main>');
    expect(shop.renders).toEqual(['/product/a', '/product/a']);
  });
});
