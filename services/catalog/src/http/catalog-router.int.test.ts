import { DropDto } from '@wine/contracts/catalog/drop';
import { MasterWineDto, MasterWineSearchResult } from '@wine/contracts/catalog/master-wine';
import { ShopSearchResult } from '@wine/contracts/catalog/shop-search';
import { WineDto, WineList } from '@wine/contracts/catalog/wine';
import type { ErrorEnvelope } from '@wine/contracts/errors';
import { optionalUser, userOf } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { createTestRedis, eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, catalogHarness, testTokens } from '../testing/catalog-harness.ts';
import { rateRowsByReviews } from '../testing/rated-by-reviews.ts';
import { sampleRow } from '../testing/sample-wine.ts';
import { shopFixture } from '../testing/shop-fixture.ts';
import { catalogRouter } from './catalog-router.ts';

let h: CatalogHarness;

// The production cache timings: the price-change test below shows the cache lets go by itself.
beforeAll(async () => {
  h = await catalogHarness({ stamp: {}, now: '2025-07-01T10:00:00.000Z' });
  const wines = [
    ...shopFixture,
    sampleRow(9, {
      masterWineId: 'mw-0005',
      slug: 'barolo-2017-magnum',
      name: 'Barolo',
      region: 'Piedmont',
      country: 'Italy',
      varietal: 'Nebbiolo',
      wineType: 'red',
      rating: 4.8,
      bottleSize: 'MAGNUM',
      vintage: 2017,
      badges: ['MAGNUM'],
      publicPricePence: 14000,
      memberPricePence: 12500,
    }),
  ];
  const outcome = await h.importRows(wines, [
    { date: '2025-07-01', productIds: ['wine-0005', 'wine-0001', 'wine-0008'] },
    { date: '2025-07-02', productIds: ['wine-0004'] },
  ]);
  expect(outcome.ok).toBe(true);
  // A wine's rating is its reviews': each rated row gets reviews that average its rating.
  await rateRowsByReviews(h.store, wines);
  await h.project();
});
afterAll(async () => h.close());

const get = (path: string, token?: string) =>
  h.app.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
// Tokens are user ids here (catalogHarness); `guest-...` ones are guests'.
const SIGNED_IN = 'user-ann';
const GUEST = 'guest-bob';
const post = (path: string, body: unknown) =>
  h.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const json = async <T>(res: Response) => (await res.json()) as T;

describe('GET /api/mobile-app/shop', () => {
  it('lists every collection type by default, newest first, a page at a time', async () => {
    const res = await get('/api/mobile-app/shop?limit=4', SIGNED_IN);
    expect(res.status).toBe(200);
    const page = ShopSearchResult.parse(await res.json());
    expect(page.total).toBe(9);
    expect(page.items).toHaveLength(4);
    expect(page).toMatchObject({ offset: 0, limit: 4 });
  });

  it('lists only the collection types asked for, as a list or repeated', async () => {
    const listed = await json<ShopSearchResult>(
      await get('/api/mobile-app/shop?collectionTypes=WEB,APP', SIGNED_IN),
    );
    const repeated = await json<ShopSearchResult>(
      await get('/api/mobile-app/shop?collectionTypes=APP&collectionTypes=WEB', SIGNED_IN),
    );
    const ids = listed.items.map((w) => w.id).sort();
    expect(ids).toEqual(['wine-0002', 'wine-0003', 'wine-0006', 'wine-0007']);
    expect(repeated.items.map((w) => w.id).sort()).toEqual(ids);
  });

  it('answers a query asked again (from the cache, before parsing) as it did the first time', async () => {
    const path = '/api/mobile-app/shop?collectionTypes=APP,WEB&limit=3';
    const first = await get(path);
    const again = await get(path);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(await again.text()).toBe(await first.text());
    const spelledOtherwise = await get(
      '/api/mobile-app/shop?limit=3&collectionTypes=WEB&collectionTypes=APP',
    );
    expect(await spelledOtherwise.text()).toBe(await (await get(path)).text());
  });

  it("answers a plain request asked before a guest's page, ready; a member's token still gets member prices; ETags", async () => {
    const redis = createTestRedis();
    const app = createApp({
      name: 'catalog-test',
      logger: createLogger('catalog-test', { level: 'silent' }),
    });
    app.use('*', optionalUser(testTokens));
    const viewerOf = (c: Parameters<typeof userOf>[0]) => {
      const isMember = userOf(c)?.userId === 'member-cy';
      return { isMember, signedIn: isMember };
    };
    app.route('/', catalogRouter({ pool: h.db.pool, redis, viewerOf }));
    const path = '/api/mobile-app/shop?collectionTypes=WEB,WEB_AND_APP&limit=2';
    const first = await app.request(path);
    const ready = await app.request(path, { headers: { 'x-request-id': 'plain-2' } });
    const asMember = { authorization: 'Bearer member-cy' };
    const member = await app.request(path, { headers: asMember });
    // Each answer's ETag: a client holding it is answered 304, whichever way it came.
    const guestTag = first.headers.get('etag') ?? '';
    const memberTag = member.headers.get('etag') ?? '';
    expect(guestTag).toMatch(/^"[\w-]{22}"$/);
    expect(memberTag).not.toBe(guestTag);
    // Any cache may keep them, asking again before each use; only the guest's is anyone's.
    expect(ready.headers.get('cache-control')).toBe('public, no-cache');
    expect(member.headers.get('cache-control')).toBe('no-cache');
    const revalidated = async (etag: string, headers: Record<string, string> = {}) =>
      (await app.request(path, { headers: { ...headers, 'if-none-match': etag } })).status;
    expect(await revalidated(guestTag)).toBe(304);
    expect(await revalidated(memberTag, asMember)).toBe(304);
    expect(await revalidated(guestTag, asMember)).toBe(200);
    redis.disconnect();
    expect(ready.headers.get('x-request-id')).toBe('plain-2');
    expect(ready.headers.get('x-frame-options')).toBe('DENY');
    const guestPage = await first.text();
    expect(await ready.text()).toBe(guestPage);
    const prices = (page: ShopSearchResult) => page.items.map((wine) => wine.memberPrice);
    expect(prices(JSON.parse(guestPage))).toEqual([null, null]);
    expect(prices(await json<ShopSearchResult>(member))).not.toContain(null);
  });

  it('refuses an unknown collection type with the details, each time it is asked', async () => {
    expect((await get('/api/mobile-app/shop?collectionTypes=WEB,SHOP')).status).toBe(400);
    const res = await get('/api/mobile-app/shop?collectionTypes=WEB,SHOP');
    expect(res.status).toBe(400);
    expect((await json<ErrorEnvelope>(res)).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      details: [{ path: ['collectionTypes', 1], code: 'invalid_value' }],
    });
  });
});

describe('GET /api/mobile-app/shop/search', () => {
  it("filters, sorts and pages, with a non-member's prices", async () => {
    const res = await get(
      '/api/mobile-app/shop/search?country=france&inStock=true&sortBy=price&sortOrder=descending',
      SIGNED_IN,
    );
    expect(res.status).toBe(200);
    const page = ShopSearchResult.parse(await res.json());
    expect(page.items.map((w) => w.id)).toEqual(['wine-0003', 'wine-0004', 'wine-0007']);
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 20 });
    expect(page.items[0]).toMatchObject({
      publicPrice: 4500,
      memberPrice: null,
      memberSavingPercent: 13,
      stockUrgency: 'ALMOST_GONE_FOREVER',
      thumbnail: '/media/labels/sample-wine-0003.svg',
    });
  });

  it('answers a search asked before as the first time; an investment search only to the signed in, however often asked', async () => {
    const path = '/api/mobile-app/shop/search?country=France&sortBy=price';
    const first = await (await get(path)).text();
    expect(await (await get(path)).text()).toBe(first);
    expect(await (await get(path, GUEST)).text()).toBe(first);
    const investment = '/api/mobile-app/shop/search?category=investment';
    for (let i = 0; i < 2; i++) expect((await get(investment, SIGNED_IN)).status).toBe(200);
    expect((await get(investment)).status).toBe(401);
    expect((await get(investment, GUEST)).status).toBe(401);
  });

  it('answers bad filters with 400 VALIDATION_ERROR and every issue', async () => {
    const res = await get('/api/mobile-app/shop/search?priceMin=-1&sortBy=colour&limit=500&inStock=maybe');
    expect(res.status).toBe(400);
    const { error } = await json<ErrorEnvelope>(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect((error.details as { path: string[] }[]).map((d) => d.path[0]).sort()).toEqual([
      'inStock',
      'limit',
      'priceMin',
      'sortBy',
    ]);
  });

  it('refuses a price range upside down', async () => {
    const res = await get('/api/mobile-app/shop/search?priceMin=3000&priceMax=1000');
    expect(res.status).toBe(400);
    expect((await json<ErrorEnvelope>(res)).error.details).toEqual([
      { path: ['priceMax'], message: 'priceMax must not be below priceMin', code: 'custom' },
    ]);
  });
});

describe('master wines', () => {
  it('answers a master wine with each of its products', async () => {
    const res = await get('/api/mobile-app/shop/master-wine/mw-0005', SIGNED_IN);
    expect(res.status).toBe(200);
    const master = MasterWineDto.parse(await res.json());
    expect(master).toMatchObject({ id: 'mw-0005', name: 'Barolo', region: 'Piedmont', wineType: 'red' });
    expect(master.products.map((p) => [p.id, p.bottleSize])).toEqual(
      expect.arrayContaining([
        ['wine-0005', 'BOTTLE'],
        ['wine-0009', 'MAGNUM'],
      ]),
    );
  });

  it('answers an unknown master wine with 404 NOT_FOUND', async () => {
    const res = await get('/api/mobile-app/shop/master-wine/mw-4040');
    expect(res.status).toBe(404);
    expect((await json<ErrorEnvelope>(res)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Master wine mw-4040 not found',
    });
  });

  it('finds master wines by every word of q, once each', async () => {
    const res = await get('/api/master-wine/search?q=Piedmont%20barolo', SIGNED_IN);
    expect(res.status).toBe(200);
    const { masterWines } = MasterWineSearchResult.parse(await res.json());
    expect(masterWines.map((m) => m.id)).toEqual(['mw-0005']);
    expect(
      (await json<MasterWineSearchResult>(await get('/api/master-wine/search?q=france', SIGNED_IN)))
        .masterWines,
    ).toHaveLength(4);
    expect((await get('/api/master-wine/search')).status).toBe(400);
  });
});

describe('named calls', () => {
  it('getWineProductDto answers a guest the public price and the member saving', async () => {
    const res = await post('/fn/getWineProductDto', { wineProductId: 'wine-0001' });
    expect(res.status).toBe(200);
    const wine = WineDto.parse(await res.json());
    expect(wine).toMatchObject({
      id: 'wine-0001',
      name: 'Rioja Reserva',
      publicPrice: 1800,
      memberPrice: null,
      memberSavingPercent: 17,
      inStock: true,
      stockLevel: 40,
      stockUrgency: 'SELLING_OUT_FAST',
      images: [{ url: '/media/labels/sample-wine-0001.svg', isPrimary: true }],
    });
    expect(wine.tastingNotes.map((n) => n.category)).toEqual(['aroma', 'taste', 'finish']);
  });

  it('getWineProductDto answers an unknown id with 404 and a bad body with 400', async () => {
    const missing = await post('/fn/getWineProductDto', { wineProductId: 'wine-4040' });
    expect(missing.status).toBe(404);
    expect((await json<ErrorEnvelope>(missing)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Wine product wine-4040 not found',
    });
    expect((await post('/fn/getWineProductDto', { id: 'wine-0001' })).status).toBe(400);
  });

  it("getDropsV2 answers today's drop in its order, ending at the next UK midnight", async () => {
    const res = await get('/fn/getDropsV2', SIGNED_IN);
    expect(res.status).toBe(200);
    const drop = DropDto.parse(await res.json());
    expect(drop).toMatchObject({
      date: '2025-07-01',
      startsAt: '2025-06-30T23:00:00.000Z',
      endsAt: '2025-07-01T23:00:00.000Z',
    });
    expect(drop.wines.map((w) => w.id)).toEqual(['wine-0005', 'wine-0001', 'wine-0008']);
  });

  it('getDropsV2 and investment wines are for signed-in people: a guest or no token gets 401 AUTH_REQUIRED', async () => {
    for (const token of [undefined, GUEST]) {
      for (const path of ['/fn/getDropsV2', '/api/mobile-app/shop/search?category=investment']) {
        const res = await get(path, token);
        expect(res.status, `${path} as ${token ?? 'nobody'}`).toBe(401);
        expect((await json<{ error: { code: string; message: string } }>(res)).error).toMatchObject({
          code: 'AUTH_REQUIRED',
          message: 'Authentication failed',
        });
      }
    }
    expect((await get('/api/mobile-app/shop/search?category=investment', SIGNED_IN)).status).toBe(200);
    expect((await get('/api/mobile-app/shop/search?category=fine', GUEST)).status).toBe(200);
  });

  it('getDropsV2 follows the clock, and answers no wines on a day without a drop', async () => {
    h.setNow('2025-07-01T23:30:00.000Z');
    expect((await json<DropDto>(await get('/fn/getDropsV2', SIGNED_IN))).wines.map((w) => w.id)).toEqual([
      'wine-0004',
    ]);
    h.setNow('2025-07-05T12:00:00.000Z');
    expect(await json<DropDto>(await get('/fn/getDropsV2', SIGNED_IN))).toMatchObject({
      date: '2025-07-05',
      wines: [],
    });
    h.setNow('2025-07-01T10:00:00.000Z');
  });
});

describe('storefront lookups', () => {
  it('answers a wine by slug, and 404 for an unknown one', async () => {
    const res = await get('/api/catalog/wines/sample-wine-0006');
    expect(res.status).toBe(200);
    expect(WineDto.parse(await res.json())).toMatchObject({
      id: 'wine-0006',
      inStock: false,
      stockUrgency: 'OUT_OF_STOCK',
    });
    const missing = await get('/api/catalog/wines/no-such-wine');
    expect(missing.status).toBe(404);
    expect((await json<ErrorEnvelope>(missing)).error.message).toBe('No wine has the slug no-such-wine');
  });

  it('features in-stock wines rated 4.5 or more, best first, 6 by default', async () => {
    const { items } = WineList.parse(await (await get('/api/catalog/featured-wines', SIGNED_IN)).json());
    expect(items.map((w) => w.id)).toEqual(['wine-0005', 'wine-0009', 'wine-0003', 'wine-0008']);
    const one = await json<WineList>(await get('/api/catalog/featured-wines?limit=1'));
    expect(one.items).toHaveLength(1);
  });

  it('draws a label for each wine', async () => {
    const res = await get('/media/labels/barolo-2017-magnum.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await res.text();
    expect(svg).toContain('MAGNUM 150CL');
    expect(svg).toContain('>2017<');
    expect((await get('/media/labels/no-such-wine.svg')).status).toBe(404);
  });

  it("serves a label at the optimiser's device widths (640 to 3840, quality 75), nothing else", async () => {
    for (const width of [640, 3840]) {
      const res = await get(`/media/labels/barolo-2017-magnum.svg?w=${width}&q=75`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`width="${width}" height="${Math.round((width * 4) / 3)}"`);
    }
    const odd = await get('/media/labels/barolo-2017-magnum.svg?w=500');
    expect(odd.status).toBe(400);
    expect((await json<ErrorEnvelope>(odd)).error.code).toBe('VALIDATION_ERROR');
  });

  it('documents every route in the OpenAPI document', async () => {
    const doc = await json<{ paths: Record<string, unknown> }>(await get('/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/mobile-app/shop',
        '/api/mobile-app/shop/search',
        '/api/mobile-app/shop/master-wine/{id}',
        '/api/master-wine/search',
        '/api/catalog/wines/{slug}',
        '/api/catalog/featured-wines',
        '/fn/getDropsV2',
        '/fn/getWineProductDto',
      ]),
    );
  });
});

describe('rule 1 (issue 36): investment wines are invisible to guests and token-less callers', () => {
  const INVESTMENT = ['wine-0003', 'wine-0005'];
  const idsIn = async (path: string, token?: string) => {
    const body =
      (await json<{ items?: { id: string }[]; products?: { id: string }[] }>(await get(path, token))) ?? {};
    return (body.items ?? body.products ?? []).map((w) => w.id);
  };
  const lists = [
    '/api/mobile-app/shop?limit=50',
    '/api/mobile-app/shop?collectionTypes=WEB,WEB_AND_APP&limit=50',
    '/api/mobile-app/shop/search?limit=50',
    '/api/mobile-app/shop/search?wineType=red&limit=50',
    '/api/mobile-app/shop/search?country=France&sortBy=price&limit=50',
    '/api/catalog/featured-wines',
    '/api/mobile-app/shop/master-wine/mw-0005',
  ];

  it('lists, searches and features them for a signed-in shopper, first, so that a cached answer could leak', async () => {
    const seen = new Set<string>();
    for (const path of lists) for (const id of await idsIn(path, SIGNED_IN)) seen.add(id);
    for (const id of INVESTMENT) expect(seen).toContain(id);
    expect((await get('/api/catalog/wines/sample-wine-0003', SIGNED_IN)).status).toBe(200);
  });

  it('leaves them out of every list a guest or nobody gets, asked once (the route) and again (the ready lane)', async () => {
    for (const token of [undefined, GUEST]) {
      for (const path of lists) {
        for (let asked = 0; asked < 2; asked++) {
          const ids = await idsIn(path, token);
          for (const id of INVESTMENT) expect(ids, `${path} as ${token ?? 'nobody'}`).not.toContain(id);
        }
      }
      const names = (
        await json<MasterWineSearchResult>(await get('/api/master-wine/search?q=piedmont', token))
      ).masterWines;
      // The Barolo master wine is still found: its magnum is not an investment wine.
      expect(names.map((m) => m.id)).toEqual(['mw-0005']);
      const france = await json<MasterWineSearchResult>(await get('/api/master-wine/search?q=france', token));
      expect(france.masterWines.map((m) => m.id)).not.toContain('mw-0003');
    }
  });

  it('answers a guest who asks for one by slug, id or master wine with 401 AUTH_REQUIRED, no wine in it', async () => {
    for (const token of [undefined, GUEST]) {
      const answers = [
        await get('/api/catalog/wines/sample-wine-0003', token),
        await post('/fn/getWineProductDto', { wineProductId: 'wine-0005' }),
        await get('/api/mobile-app/shop/master-wine/mw-0003', token),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        const text = await answer.text();
        expect(JSON.parse(text).error.code).toBe('AUTH_REQUIRED');
        expect(text).not.toContain('Château Belle Vue');
      }
    }
    // Everything else is open to all, as before.
    expect((await get('/api/catalog/wines/sample-wine-0006', GUEST)).status).toBe(200);
  });
});

describe('a price change imported while the gateway runs', () => {
  it('shows in the listing, the search and the product without a restart', async () => {
    const priceOf = async () => {
      const listing = await json<ShopSearchResult>(await get('/api/mobile-app/shop?limit=50'));
      return listing.items.find((w) => w.id === 'wine-0001')?.publicPrice;
    };
    expect(await priceOf()).toBe(1800);
    const changed = shopFixture.map((w) =>
      w.productId === 'wine-0001' ? { ...w, publicPricePence: 1650 } : w,
    );
    expect(await h.importRows(changed)).toEqual({
      ok: true,
      summary: { events: { WinePriceChanged: 1 }, unchanged: shopFixture.length - 1 },
    });
    await h.project();
    await eventually(async () => (await priceOf()) === 1650, { timeoutMs: 5000 });
    const search = await json<ShopSearchResult>(await get('/api/mobile-app/shop/search?region=rioja'));
    expect(search.items[0]?.publicPrice).toBe(1650);
    const product = await json<WineDto>(await post('/fn/getWineProductDto', { wineProductId: 'wine-0001' }));
    expect(product).toMatchObject({ publicPrice: 1650, memberSavingPercent: 9 });
  });
});
