import { WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import { StockEventEnvelope } from '@wine/contracts/orders/order-events';
import { WINE_REVIEW_EVENT_TYPES } from '@wine/contracts/reviews/review-events';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PgProjection } from '@wine/platform/projections/projection';
import { rateListedWines, ratingsOf, recordReviews, reviewRatingsSql } from './review-ratings.ts';
import {
  applyToRecord,
  fromStoredDoc,
  lessReserved,
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
-- Bottles orders hold per product, kept apart from the wine: orders' and the catalog's events
-- come by different topics, and a reservation must count even if it overtakes the listing.
CREATE TABLE IF NOT EXISTS wine_reservations (
  product_id text PRIMARY KEY,
  reserved int NOT NULL
);
${reviewRatingsSql}`;

const STOCK_EVENT_TYPES = ['StockReserved', 'StockReleased'] as const;
/** The wines' events, whole (the record keeps positions), and orders' stock events, upcast as their streams are. */
const wineEvents = streamEvents(WineEventEnvelope);
const stockEvents = streamEvents(StockEventEnvelope);

interface BatchChanges {
  /** Catalog events per product, with the position of its last one. */
  catalog: Map<string, { position: string; events: WineCatalogEvent[] }>;
  /** Bottles reserved (positive) or released (negative) per product. */
  reserved: Map<string, number>;
}

function changesOf(events: StoredEvent[]): BatchChanges {
  const changes: BatchChanges = { catalog: new Map(), reserved: new Map() };
  for (const stored of events) {
    if ((STOCK_EVENT_TYPES as readonly string[]).includes(stored.type)) {
      const { type, data } = stockEvents.read(stored);
      const delta = type === 'StockReserved' ? data.quantity : -data.quantity;
      changes.reserved.set(data.productId, (changes.reserved.get(data.productId) ?? 0) + delta);
      continue;
    }
    const event = wineEvents.read(stored);
    const entry = changes.catalog.get(event.data.productId) ?? { position: stored.position, events: [] };
    entry.events.push(event);
    entry.position = stored.position;
    changes.catalog.set(event.data.productId, entry);
  }
  return changes;
}

/** Adds the batch's reservations and answers the bottles now held of each product asked for. */
async function reservationsAfter(
  client: PoolClient,
  deltas: Map<string, number>,
  productIds: string[],
): Promise<Map<string, number>> {
  if (deltas.size > 0) {
    await client.query(
      `INSERT INTO wine_reservations (product_id, reserved)
       SELECT * FROM unnest($1::text[], $2::int[])
       ON CONFLICT (product_id) DO UPDATE SET reserved = wine_reservations.reserved + excluded.reserved`,
      [[...deltas.keys()], [...deltas.values()]],
    );
  }
  const { rows } = await client.query<{ product_id: string; reserved: number }>(
    'SELECT product_id, reserved FROM wine_reservations WHERE product_id = ANY($1)',
    [productIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.reserved]));
}

/**
 * The shop's read model (search, listing, product and master-wine pages, drops' wines), with the
 * stock shoppers see: the catalog's count less the bottles orders hold, moving with every
 * checkout and cancellation. A batch is folded in memory per product, on top of the stored record
 * when the batch does not start with the listing, then written with one upsert: several events
 * for one wine in a batch end as one row in the state of the last. `last_position` (catalog
 * events only) guards against an older write winning.
 */
export const shopProjection: PgProjection = {
  kind: 'pg',
  name: SHOP_PROJECTION,
  contexts: ['catalog', 'orders', 'reviews'],
  handles: [...WINE_EVENT_TYPES, ...STOCK_EVENT_TYPES, ...WINE_REVIEW_EVENT_TYPES],
  schemaSql,
  async apply(events, client) {
    const isReview = (e: StoredEvent) => e.streamId.startsWith('reviews/');
    const reviewed = await recordReviews(client, events.filter(isReview));
    const changes = changesOf(events.filter((e) => !isReview(e)));
    const touched = [...new Set([...changes.catalog.keys(), ...changes.reserved.keys()])];
    if (touched.length === 0) return rateListedWines(client, await ratingsOf(client, reviewed));
    const reserved = await reservationsAfter(client, changes.reserved, touched);
    const needStored = touched.filter((id) => changes.catalog.get(id)?.events[0]?.type !== 'WineListed');
    const stored = new Map<string, WineRecord>();
    if (needStored.length > 0) {
      const { rows } = await client.query<{ product_id: string; doc: WineRecord }>(
        'SELECT product_id, doc FROM wines WHERE product_id = ANY($1) FOR UPDATE',
        [needStored],
      );
      for (const row of rows) stored.set(row.product_id, fromStoredDoc(row.doc));
    }

    const records: [string, WineRecord][] = [];
    for (const productId of touched) {
      let record = stored.get(productId);
      for (const event of changes.catalog.get(productId)?.events ?? []) record = applyToRecord(record, event);
      // A reservation for a wine not listed here yet waits in wine_reservations for its listing.
      if (record !== undefined) records.push([productId, record]);
    }
    // The rating and review count are the reviews context's, whatever the catalog's events say.
    const ratings = await ratingsOf(client, [
      ...new Set([...reviewed, ...records.map(([, r]) => r.masterWineId)]),
    ]);

    const listed = { ids: [] as string[], docs: [] as string[], positions: [] as string[] };
    const restocked = { ids: [] as string[], docs: [] as string[] };
    for (const [productId, record] of records) {
      const catalog = changes.catalog.get(productId);
      const rated = { ...record, masterWine: { ...record.masterWine, ...ratings.get(record.masterWineId) } };
      const doc = JSON.stringify(lessReserved(rated, reserved.get(productId) ?? 0));
      if (catalog) {
        listed.ids.push(productId);
        listed.docs.push(doc);
        listed.positions.push(catalog.position);
      } else {
        restocked.ids.push(productId);
        restocked.docs.push(doc);
      }
    }
    if (listed.ids.length > 0) {
      await client.query(
        `INSERT INTO wines (product_id, doc, last_position)
         SELECT * FROM unnest($1::text[], $2::jsonb[], $3::bigint[])
         ON CONFLICT (product_id) DO UPDATE SET doc = excluded.doc, last_position = excluded.last_position
           WHERE wines.last_position < excluded.last_position`,
        [listed.ids, listed.docs, listed.positions],
      );
    }
    if (restocked.ids.length > 0) {
      await client.query(
        `UPDATE wines SET doc = u.doc FROM unnest($1::text[], $2::jsonb[]) AS u(product_id, doc)
         WHERE wines.product_id = u.product_id`,
        [restocked.ids, restocked.docs],
      );
    }
    await rateListedWines(
      client,
      new Map(reviewed.map((id) => [id, ratings.get(id) ?? { rating: 0, reviewCount: 0 }])),
    );
  },
};
