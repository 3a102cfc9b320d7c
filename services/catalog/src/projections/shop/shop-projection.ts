import { CatalogEvent } from '@wine/contracts/catalog/catalog-events';
import type { PgProjection } from '@wine/platform/projections/projection';
import {
  applyToRecord,
  isWineEvent,
  WINE_EVENT_TYPES,
  type WineCatalogEvent,
  type WineRecord,
} from './wine-record.ts';

export const SHOP_PROJECTION = 'shop';

// One row per product. The record is the source; every column the search filters or sorts on
// is generated from it, so a write is one jsonb value and the columns can never disagree.
// Names sort in British English order (ICU), not byte order: 'Château' belongs among the Cs.
const schemaSql = `
CREATE TABLE IF NOT EXISTS wines (
  product_id text PRIMARY KEY,
  doc jsonb NOT NULL,
  last_position bigint NOT NULL,
  master_wine_id text GENERATED ALWAYS AS (doc->>'masterWineId') STORED,
  slug text GENERATED ALWAYS AS (doc->>'slug') STORED,
  name text COLLATE "en-GB-x-icu" GENERATED ALWAYS AS (doc->'masterWine'->>'name') STORED,
  region_key text GENERATED ALWAYS AS (lower(doc->'masterWine'->>'region')) STORED,
  country_key text GENERATED ALWAYS AS (lower(doc->'masterWine'->>'country')) STORED,
  varietal_key text GENERATED ALWAYS AS (lower(doc->'masterWine'->>'varietal')) STORED,
  wine_type text GENERATED ALWAYS AS (doc->'masterWine'->>'wineType') STORED,
  rating double precision GENERATED ALWAYS AS ((doc->'masterWine'->>'rating')::double precision) STORED,
  review_count int GENERATED ALWAYS AS ((doc->'masterWine'->>'reviewCount')::int) STORED,
  search_text text GENERATED ALWAYS AS (lower(
    (doc->'masterWine'->>'name') || ' ' || (doc->'masterWine'->>'producer') || ' ' ||
    (doc->'masterWine'->>'varietal') || ' ' || (doc->'masterWine'->>'region') || ' ' ||
    (doc->'masterWine'->>'country'))) STORED,
  vintage int GENERATED ALWAYS AS ((doc->'product'->>'vintage')::int) STORED,
  category text GENERATED ALWAYS AS (doc->'product'->>'category') STORED,
  collection_type text GENERATED ALWAYS AS (doc->'product'->>'collectionType') STORED,
  public_price_pence int GENERATED ALWAYS AS ((doc->>'publicPricePence')::int) STORED,
  stock_level int GENERATED ALWAYS AS ((doc->>'stockLevel')::int) STORED,
  listed_at text GENERATED ALWAYS AS (doc->>'listedAt') STORED
);
CREATE UNIQUE INDEX IF NOT EXISTS wines_slug ON wines (slug);
CREATE INDEX IF NOT EXISTS wines_master_wine ON wines (master_wine_id);
CREATE INDEX IF NOT EXISTS wines_region ON wines (region_key);
CREATE INDEX IF NOT EXISTS wines_country ON wines (country_key);
CREATE INDEX IF NOT EXISTS wines_varietal ON wines (varietal_key);
CREATE INDEX IF NOT EXISTS wines_price ON wines (public_price_pence, name, product_id);
CREATE INDEX IF NOT EXISTS wines_name ON wines (name, product_id);
CREATE INDEX IF NOT EXISTS wines_rating ON wines (rating, name, product_id);
CREATE INDEX IF NOT EXISTS wines_vintage ON wines (vintage, name, product_id);
CREATE INDEX IF NOT EXISTS wines_listing ON wines (collection_type, listed_at DESC, product_id);
`;

/**
 * The shop's read model (search, listing, product and master-wine pages, drops' wines). A batch
 * is folded in memory per product, on top of the stored record when the batch does not start
 * with the listing, then written with one upsert: several events for one wine in a batch end as
 * one row in the state of the last. `last_position` guards against an older write winning.
 */
export const shopProjection: PgProjection = {
  kind: 'pg',
  name: SHOP_PROJECTION,
  contexts: ['catalog'],
  handles: WINE_EVENT_TYPES,
  schemaSql,
  async apply(events, client) {
    const byProduct = new Map<string, { position: string; events: WineCatalogEvent[] }>();
    for (const stored of events) {
      const event = CatalogEvent.parse(stored);
      if (!isWineEvent(event)) continue;
      const entry = byProduct.get(event.data.productId) ?? { position: stored.position, events: [] };
      entry.events.push(event);
      entry.position = stored.position;
      byProduct.set(event.data.productId, entry);
    }
    const needStored = [...byProduct].filter(([, e]) => e.events[0]?.type !== 'WineListed').map(([id]) => id);
    const stored = new Map<string, WineRecord>();
    if (needStored.length > 0) {
      const { rows } = await client.query<{ product_id: string; doc: WineRecord }>(
        'SELECT product_id, doc FROM wines WHERE product_id = ANY($1) FOR UPDATE',
        [needStored],
      );
      for (const row of rows) stored.set(row.product_id, row.doc);
    }
    const ids: string[] = [];
    const docs: string[] = [];
    const positions: string[] = [];
    for (const [productId, { position, events: productEvents }] of byProduct) {
      let record = stored.get(productId);
      for (const event of productEvents) record = applyToRecord(record, event);
      if (record === undefined) continue;
      ids.push(productId);
      docs.push(JSON.stringify(record));
      positions.push(position);
    }
    if (ids.length === 0) return;
    await client.query(
      `INSERT INTO wines (product_id, doc, last_position)
       SELECT * FROM unnest($1::text[], $2::jsonb[], $3::bigint[])
       ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, last_position = excluded.last_position
         WHERE wines.last_position < excluded.last_position`,
      [ids, docs, positions],
    );
  },
};
