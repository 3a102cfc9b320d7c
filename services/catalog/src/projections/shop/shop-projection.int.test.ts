import type { ShopSearchParams } from '@wine/contracts/catalog/shop-search';
import { ShopSearchQuery } from '@wine/contracts/catalog/shop-search';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { replayPg } from '@wine/platform/replay/replay-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WineRowInput } from '../../import/catalog-file.ts';
import { ShopReader } from '../../read/shop-reader.ts';
import { type CatalogHarness, catalogHarness } from '../../testing/catalog-harness.ts';
import { rateRowsByReviews } from '../../testing/rated-by-reviews.ts';
import { shopFixture } from '../../testing/shop-fixture.ts';
import { shopProjection } from './shop-projection.ts';

let h: CatalogHarness;
let reader: ShopReader;

// After the import below: wine-0001 costs 2100, wine-0002 is back in stock; each wine's reviews
// average its rating (wine-0003's 3.9), whatever ratings the imports carried.
const current: WineRowInput[] = shopFixture.map((w) => {
  if (w.productId === 'wine-0001') return { ...w, publicPricePence: 2100 };
  if (w.productId === 'wine-0002') return { ...w, stockLevel: 8 };
  if (w.productId === 'wine-0003') return { ...w, rating: 3.9 };
  return w;
});

beforeAll(async () => {
  h = await catalogHarness();
  reader = new ShopReader(h.db.pool);
  expect((await h.importRows(shopFixture)).ok).toBe(true);
  // A second import in the same batch: several events for one wine must end as its latest state.
  expect((await h.importRows(current)).ok).toBe(true);
  await rateRowsByReviews(h.store, current);
  await h.project();
});
afterAll(async () => h.close());

const byName = (a: WineRowInput, b: WineRowInput) =>
  (a.name as string).localeCompare(b.name as string, 'en-GB') || a.productId.localeCompare(b.productId);

/** The search's rules written plainly, to compare with the SQL. */
function expected(params: ShopSearchParams): string[] {
  const q = ShopSearchQuery.parse(params);
  const same = (a: unknown, b: string | undefined) =>
    b === undefined || String(a).toLowerCase() === b.toLowerCase();
  const key = { name: 'name', price: 'publicPricePence', rating: 'rating', vintage: 'vintage' } as const;
  const sign = q.sortOrder === 'ascending' ? 1 : -1;
  return current
    .filter(
      (w) =>
        same(w.region, q.region) &&
        same(w.country, q.country) &&
        same(w.varietal, q.varietal) &&
        (q.wineType === undefined || w.wineType === q.wineType) &&
        (q.category === undefined || w.category === q.category) &&
        (q.priceMin === undefined || w.publicPricePence >= q.priceMin) &&
        (q.priceMax === undefined || w.publicPricePence <= q.priceMax) &&
        (q.inStock === undefined || (w.stockLevel as number) > 0 === q.inStock),
    )
    .sort((a, b) => {
      if (q.sortBy === 'name') return sign * byName(a, b);
      const [x, y] = [a[key[q.sortBy]] as number | null, b[key[q.sortBy]] as number | null];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return sign * (x - y);
      }
      return byName(a, b);
    })
    .map((w) => w.productId)
    .slice(q.offset, q.offset + q.limit);
}

const search = async (params: ShopSearchParams) =>
  (await reader.search(ShopSearchQuery.parse(params), true)).records.map((r) => r.productId);

describe('the shop read model', () => {
  it('holds each wine in its latest state', async () => {
    const record = await reader.byId('wine-0001');
    expect(record?.publicPricePence).toBe(2100);
    expect((await reader.byId('wine-0002'))?.stockLevel).toBe(8);
    expect((await reader.byId('wine-0003'))?.masterWine.rating).toBe(3.9);
  });

  it.each<ShopSearchParams>([
    {},
    { region: 'loire valley' },
    { region: 'LOIRE VALLEY', sortBy: 'price' },
    { country: 'France' },
    { varietal: 'Albariño' },
    { wineType: 'red', sortBy: 'rating', sortOrder: 'descending' },
    { category: 'investment' },
    { priceMin: 1400 },
    { priceMax: 1800 },
    { priceMin: 1400, priceMax: 2400, sortBy: 'price', sortOrder: 'descending' },
    { inStock: true },
    { inStock: 'false' },
    { sortBy: 'name', sortOrder: 'descending' },
    { sortBy: 'price' },
    { sortBy: 'rating' },
    { sortBy: 'vintage' },
    { sortBy: 'vintage', sortOrder: 'descending' },
    { country: 'france', inStock: true, sortBy: 'price', sortOrder: 'descending' },
    { offset: 2, limit: 3 },
    { sortBy: 'price', offset: 6, limit: 20 },
    { region: 'Atlantis' },
  ])('answers %o as the rules say', async (params) => {
    expect(await search(params)).toEqual(expected(params));
  });

  it('counts every match, whatever the page', async () => {
    const page = await reader.search(ShopSearchQuery.parse({ country: 'France', offset: 100 }), true);
    expect(page).toEqual({ records: [], total: 4 });
  });

  it('sorts accented names among their letters, not after z', async () =>
    expect((await search({ country: 'France' })).slice(0, 2)).toEqual(['wine-0003', 'wine-0004']));
});

describe('redelivery', () => {
  const dump = async (schema: string) =>
    (await h.db.pool.query(`SELECT product_id, doc, last_position FROM ${schema}.wines ORDER BY product_id`))
      .rows;

  it('builds the same rows when every event is delivered twice, in a batch and across batches', async () => {
    const events = (await h.events()).filter(
      (e) => e.streamId.startsWith('catalog/wine/') || e.streamId.startsWith('reviews/'),
    );
    const deadLetters = pgDeadLetters(h.db.pool);
    const twice = new PgProjector(h.db.pool, shopProjection, { deadLetters, schema: 'rm_shop_twice' });
    await twice.setup();
    for (let i = 0; i < events.length; i += 3) {
      const batch = events.slice(i, i + 3).flatMap((e) => [e, e]);
      await twice.applyBatch(STORE_SOURCE, batch);
      await twice.applyBatch(STORE_SOURCE, batch);
    }
    const oneByOne = new PgProjector(h.db.pool, shopProjection, { deadLetters, schema: 'rm_shop_single' });
    await oneByOne.setup();
    for (const event of events) await oneByOne.applyBatch(STORE_SOURCE, [event]);

    const live = await dump('rm_shop');
    expect(live).toHaveLength(shopFixture.length);
    expect(await dump('rm_shop_twice')).toEqual(live);
    expect(await dump('rm_shop_single')).toEqual(live);
  });

  it('keeps the newer row when an older event is applied after it', async () => {
    const [listed] = (await h.events()).filter((e) => e.streamId === 'catalog/wine/wine-0001');
    if (!listed) throw new Error('no listing event');
    const client = await h.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL search_path TO rm_shop, public');
      await shopProjection.apply([listed], client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect((await reader.byId('wine-0001'))?.publicPricePence).toBe(2100);
  });
});

describe('replay', () => {
  it('rebuilds the same rows from the log and swaps them in', async () => {
    const rows = async () =>
      (await h.db.pool.query('SELECT product_id, doc, last_position FROM rm_shop.wines ORDER BY product_id'))
        .rows;
    const before = await rows();
    const { events } = await replayPg(h.db.pool, shopProjection, { deadLetters: pgDeadLetters(h.db.pool) });
    expect(events).toBeGreaterThan(shopFixture.length);
    expect(await rows()).toEqual(before);
    expect(await search({ sortBy: 'price' })).toEqual(expected({ sortBy: 'price' }));
  });
});
