import { WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import { productDisplayName } from '@wine/contracts/catalog/wine-details';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PgProjection } from '@wine/platform/projections/projection';

export const ORDERS_CATALOG_PROJECTION = 'orders-catalog';

// What orders needs of the catalog to price and limit a checkout, learned from its events (a
// context never reads another's tables). Each product's events come in stream order, so "newer
// position wins" makes a redelivered event a no-op.
const schemaSql = `
CREATE TABLE IF NOT EXISTS offers (
  product_id text PRIMARY KEY,
  bottle_size text NOT NULL,
  public_price_pence integer NOT NULL,
  member_price_pence integer NOT NULL,
  max_quantity_for_guest integer,
  stock_level integer NOT NULL,
  last_position bigint NOT NULL
);
ALTER TABLE offers ADD COLUMN IF NOT EXISTS name text;
`;

/** The catalog's wine events, read as the catalog's contract reads them. */
const wineEvents = streamEvents(WineEventEnvelope);

async function applyOne(stored: StoredEvent, client: PoolClient): Promise<void> {
  const event = wineEvents.read(stored);
  const position = stored.position;
  switch (event.type) {
    case 'WineListed': {
      const d = event.data;
      await client.query(
        `INSERT INTO offers (product_id, bottle_size, public_price_pence, member_price_pence,
                             max_quantity_for_guest, stock_level, last_position, name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (product_id) DO UPDATE SET
           name = excluded.name,
           bottle_size = excluded.bottle_size, public_price_pence = excluded.public_price_pence,
           member_price_pence = excluded.member_price_pence,
           max_quantity_for_guest = excluded.max_quantity_for_guest,
           stock_level = excluded.stock_level, last_position = excluded.last_position
         WHERE offers.last_position < excluded.last_position`,
        [
          d.productId,
          d.product.bottleSize,
          d.publicPricePence,
          d.memberPricePence,
          d.product.maxQuantityForGuest,
          d.stockLevel,
          position,
          productDisplayName(d.masterWine.name, d.product.vintage),
        ],
      );
      return;
    }
    case 'WineDetailsRevised':
      await update(client, event.data.productId, position, {
        name: productDisplayName(event.data.masterWine.name, event.data.product.vintage),
        bottle_size: event.data.product.bottleSize,
        max_quantity_for_guest: event.data.product.maxQuantityForGuest,
      });
      return;
    case 'WinePriceChanged':
      await update(client, event.data.productId, position, {
        public_price_pence: event.data.publicPricePence,
        member_price_pence: event.data.memberPricePence,
      });
      return;
    case 'WineStockAdjusted':
      await update(client, event.data.productId, position, { stock_level: event.data.stockLevel });
      return;
    default:
      return;
  }
}

async function update(
  client: PoolClient,
  productId: string,
  position: string,
  columns: Record<string, string | number | null>,
): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 3}`).join(', ');
  await client.query(
    `UPDATE offers SET ${sets}, last_position = $2 WHERE product_id = $1 AND last_position < $2`,
    [productId, position, ...Object.values(columns)],
  );
}

/** Prices, guest limits and stock levels of the catalog's products, for checkout. */
export const ordersCatalogProjection: PgProjection = {
  kind: 'pg',
  name: ORDERS_CATALOG_PROJECTION,
  contexts: ['catalog'],
  handles: ['WineListed', 'WineDetailsRevised', 'WinePriceChanged', 'WineStockAdjusted'],
  schemaSql,
  async apply(events, client) {
    for (const event of events) await applyOne(event, client);
  },
};
