import { randomUUID } from 'node:crypto';
import { stockUrgencyFor } from '@wine/contracts/stock-urgency';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { replayPg } from '@wine/platform/replay/replay-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WineRowInput } from '../../import/catalog-file.ts';
import { ShopReader } from '../../read/shop-reader.ts';
import { type CatalogHarness, catalogHarness } from '../../testing/catalog-harness.ts';
import { sampleRow } from '../../testing/sample-wine.ts';
import { shopProjection } from './shop-projection.ts';

// The stock shoppers see in the shop, on product pages and in the drop: the catalog's bottles
// less those orders hold, moved by the orders context's StockReserved / StockReleased.

let h: CatalogHarness;
let reader: ShopReader;
const claret = sampleRow(1, { stockLevel: 60 });
const port = sampleRow(2, { stockLevel: 8 });
const lateListed = sampleRow(3, { stockLevel: 30 });

const metadata = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };
const at = '2025-03-10T10:00:00.000Z';
// As the orders context writes them: on the product's stock stream, one per order.
const reserve = (productId: string, quantity: number) =>
  h.store.appendToStream(
    `orders/stock/${productId}`,
    'any',
    [{ type: 'StockReserved', data: { productId, orderId: randomUUID(), quantity, reservedAt: at } }],
    metadata,
  );
const release = (productId: string, quantity: number) =>
  h.store.appendToStream(
    `orders/stock/${productId}`,
    'any',
    [{ type: 'StockReleased', data: { productId, orderId: randomUUID(), quantity, releasedAt: at } }],
    metadata,
  );
const importWith = async (rows: WineRowInput[]) => expect((await h.importRows(rows)).ok).toBe(true);
async function shown(productId: string) {
  await h.project();
  const record = await reader.byId(productId);
  if (!record) throw new Error(`${productId} is not in the shop`);
  return { stockLevel: record.stockLevel, urgency: stockUrgencyFor(record.stockLevel) };
}
const inStockSearch = async (inStock: boolean) =>
  (
    await reader.search({ inStock, sortBy: 'name', sortOrder: 'ascending', offset: 0, limit: 100 }, true)
  ).records.map((r) => r.productId);

beforeAll(async () => {
  h = await catalogHarness();
  reader = new ShopReader(h.db.pool);
  await importWith([claret, port]);
});
afterAll(() => h.close());

describe('the stock shoppers see', () => {
  it('moves with 50 checkouts of a 60-bottle wine to 10, through the urgency buckets', async () => {
    expect(await shown(claret.productId)).toEqual({ stockLevel: 60, urgency: 'SELLING_OUT_FAST' });
    for (let i = 0; i < 50; i++) await reserve(claret.productId, 1);
    expect(await shown(claret.productId)).toEqual({ stockLevel: 10, urgency: 'A_FEW_BOTTLES_LEFT' });
  });

  it('gives bottles back when an order is cancelled', async () => {
    await release(claret.productId, 5);
    expect(await shown(claret.productId)).toEqual({ stockLevel: 15, urgency: 'A_FEW_BOTTLES_LEFT' });
  });

  it('keeps the bottles held when the catalog restocks', async () => {
    await importWith([{ ...claret, stockLevel: 200 }, port]);
    expect(await shown(claret.productId)).toEqual({ stockLevel: 155, urgency: 'PLENTY_IN_STOCK' });
  });

  it('goes out of stock, and out of the in-stock search, when orders hold every bottle', async () => {
    await reserve(port.productId, 8);
    expect(await shown(port.productId)).toEqual({ stockLevel: 0, urgency: 'OUT_OF_STOCK' });
    expect(await inStockSearch(true)).not.toContain(port.productId);
    expect(await inStockSearch(false)).toContain(port.productId);
  });

  it('counts a reservation that reaches it before the wine is listed', async () => {
    await reserve(lateListed.productId, 2);
    await h.project();
    expect(await reader.byId(lateListed.productId)).toBeUndefined();
    await importWith([{ ...claret, stockLevel: 200 }, port, lateListed]);
    expect((await shown(lateListed.productId)).stockLevel).toBe(28);
  });

  it('builds the same rows when every event is delivered twice, and when rebuilt from the log', async () => {
    const dump = async (schema: string) =>
      (await h.db.pool.query(`SELECT product_id, doc FROM ${schema}.wines ORDER BY product_id`)).rows;
    const live = await dump('rm_shop');
    const twice = new PgProjector(h.db.pool, shopProjection, {
      deadLetters: pgDeadLetters(h.db.pool),
      schema: 'rm_shop_twice',
    });
    await twice.setup();
    const events = await h.events();
    for (let i = 0; i < events.length; i += 7) {
      const batch = events.slice(i, i + 7).flatMap((e) => [e, e]);
      await twice.applyBatch(STORE_SOURCE, batch);
      await twice.applyBatch(STORE_SOURCE, batch);
    }
    expect(await dump('rm_shop_twice')).toEqual(live);

    await replayPg(h.db.pool, shopProjection, { deadLetters: pgDeadLetters(h.db.pool) });
    expect(await dump('rm_shop')).toEqual(live);
  });
});
