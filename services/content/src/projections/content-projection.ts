import { WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import { CONTENT_EVENT_TYPES, ContentEventEnvelope } from '@wine/contracts/content/content-events';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PgProjection } from '@wine/platform/projections/projection';
import { wordsOf } from '../search/normalise.ts';
import { type PieceRow, pieceRowOf } from './piece-row.ts';
import { type WineRow, wineRowOf } from './wine-row.ts';

export const CONTENT_PROJECTION = 'content';

// Pieces of writing (drafts kept, never answered) and the catalogue's wines, each with a
// weighted tsvector generated from its columns (title A, names and tags B, notes C, body D) in
// the `wine_search` configuration (English stems, accents folded: migrations/001_search.sql).
// Each also has a small tsvector of its title and names alone (`title_search`): ranked first, it
// keeps a common word's thousands of matches cheap to order. `lexicon` holds every word either has, for
// pg_trgm to correct a slip ("malbek") to one.
// Writes are "newer position wins" or "insert once": redelivery changes nothing.
const schemaSql = `
CREATE TABLE IF NOT EXISTS pieces (
  kind text NOT NULL,
  id text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  published boolean NOT NULL,
  featured boolean NOT NULL,
  category text,
  published_at timestamptz,
  match_keys text[] NOT NULL,
  doc jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_position bigint NOT NULL,
  search_title text NOT NULL,
  search_tags text NOT NULL,
  search_body text NOT NULL,
  title_search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('wine_search', search_title), 'A') ||
    setweight(to_tsvector('wine_search', search_tags), 'B')) STORED,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('wine_search', search_title), 'A') ||
    setweight(to_tsvector('wine_search', search_tags), 'B') ||
    setweight(to_tsvector('wine_search', search_body), 'D')) STORED,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS pieces_slug ON pieces (kind, slug);
CREATE INDEX IF NOT EXISTS pieces_journal ON pieces (kind, published, published_at DESC, id);
CREATE INDEX IF NOT EXISTS pieces_match ON pieces USING gin (match_keys);
CREATE INDEX IF NOT EXISTS pieces_title_search ON pieces USING gin (title_search);
CREATE INDEX IF NOT EXISTS pieces_search ON pieces USING gin (search);
CREATE TABLE IF NOT EXISTS wines (
  product_id text PRIMARY KEY,
  slug text NOT NULL,
  name text NOT NULL,
  producer text NOT NULL,
  varietal text NOT NULL,
  region text NOT NULL,
  country text NOT NULL,
  wine_type text NOT NULL,
  vintage int,
  bottle_size text NOT NULL,
  investment boolean NOT NULL,
  rating double precision NOT NULL,
  notes text NOT NULL,
  region_key text NOT NULL,
  grape_keys text[] NOT NULL,
  last_position bigint NOT NULL,
  title_search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('wine_search', name), 'A') ||
    setweight(to_tsvector('wine_search', producer || ' ' || varietal || ' ' || region || ' ' || country), 'B')) STORED,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('wine_search', name), 'A') ||
    setweight(to_tsvector('wine_search', producer || ' ' || varietal || ' ' || region || ' ' || country), 'B') ||
    setweight(to_tsvector('wine_search', notes), 'C')) STORED
);
CREATE INDEX IF NOT EXISTS wines_region ON wines (region_key);
CREATE INDEX IF NOT EXISTS wines_grapes ON wines USING gin (grape_keys);
CREATE INDEX IF NOT EXISTS wines_title_search ON wines USING gin (title_search);
CREATE INDEX IF NOT EXISTS wines_search ON wines USING gin (search);
CREATE TABLE IF NOT EXISTS lexicon (word text COLLATE "C" PRIMARY KEY);
-- GiST, not GIN: the nearest word by trigram distance (ORDER BY word <-> $1 LIMIT 1) walks it.
CREATE INDEX IF NOT EXISTS lexicon_trigrams ON lexicon USING gist (word gist_trgm_ops);
`;

const contentEvents = streamEvents(ContentEventEnvelope);
/** The catalog's wine events, upcast as the catalog's own streams are. */
const wineEvents = streamEvents(WineEventEnvelope);
const WINE_TYPES = ['WineListed', 'WineDetailsRevised'];

/** The newest of each key in the batch, so one upsert writes each row once. */
function latestBy<T extends { position: string }>(rows: T[], key: (row: T) => string): T[] {
  const latest = new Map<string, T>();
  for (const row of rows) {
    const seen = latest.get(key(row));
    if (!seen || BigInt(seen.position) < BigInt(row.position)) latest.set(key(row), row);
  }
  return [...latest.values()];
}

async function writePieces(client: PoolClient, rows: PieceRow[]) {
  if (rows.length === 0) return;
  await client.query(
    `INSERT INTO pieces (kind, id, slug, title, published, featured, category, published_at, match_keys, doc,
                         created_at, updated_at, last_position, search_title, search_tags, search_body)
     SELECT k, i, s, t, p, f, c, pa, ARRAY(SELECT jsonb_array_elements_text(mk)), d, w, w, pos, st, sg, sb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::boolean[], $7::text[],
                   $8::timestamptz[], $9::jsonb[], $10::jsonb[], $11::timestamptz[], $12::bigint[], $13::text[],
                   $14::text[], $15::text[]) AS u(k, i, s, t, p, f, c, pa, mk, d, w, pos, st, sg, sb)
     ON CONFLICT (kind, id) DO UPDATE SET
       slug = excluded.slug, title = excluded.title, published = excluded.published, featured = excluded.featured,
       category = excluded.category, published_at = excluded.published_at, match_keys = excluded.match_keys,
       doc = excluded.doc, updated_at = excluded.updated_at, last_position = excluded.last_position,
       search_title = excluded.search_title, search_tags = excluded.search_tags, search_body = excluded.search_body
     WHERE pieces.last_position < excluded.last_position`,
    [
      rows.map((r) => r.kind),
      rows.map((r) => r.id),
      rows.map((r) => r.slug),
      rows.map((r) => r.title),
      rows.map((r) => r.published),
      rows.map((r) => r.featured),
      rows.map((r) => r.category),
      rows.map((r) => r.publishedAt),
      rows.map((r) => JSON.stringify(r.matchKeys)),
      rows.map((r) => JSON.stringify(r.doc)),
      rows.map((r) => r.writtenAt),
      rows.map((r) => r.position),
      rows.map((r) => r.searchTitle),
      rows.map((r) => r.searchTags),
      rows.map((r) => r.searchBody),
    ],
  );
}

const wineColumns = (rows: WineRow[]) => [
  rows.map((r) => r.productId),
  rows.map((r) => r.slug ?? ''),
  rows.map((r) => r.name),
  rows.map((r) => r.producer),
  rows.map((r) => r.varietal),
  rows.map((r) => r.region),
  rows.map((r) => r.country),
  rows.map((r) => r.wineType),
  rows.map((r) => r.vintage),
  rows.map((r) => r.bottleSize),
  rows.map((r) => r.investment),
  rows.map((r) => r.rating),
  rows.map((r) => r.notes),
  rows.map((r) => r.regionKey),
  rows.map((r) => JSON.stringify(r.grapeKeys)),
  rows.map((r) => r.position),
];
const WINE_UNNEST = `unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
  $8::text[], $9::int[], $10::text[], $11::boolean[], $12::float8[], $13::text[], $14::text[], $15::jsonb[], $16::bigint[])
  AS u(product_id, slug, name, producer, varietal, region, country, wine_type, vintage, bottle_size, investment,
       rating, notes, region_key, grape_keys, last_position)`;
const WINE_SET = `name = u.name, producer = u.producer, varietal = u.varietal, region = u.region, country = u.country,
  wine_type = u.wine_type, vintage = u.vintage, bottle_size = u.bottle_size, investment = u.investment, rating = u.rating, notes = u.notes,
  region_key = u.region_key, grape_keys = ARRAY(SELECT jsonb_array_elements_text(u.grape_keys)),
  last_position = u.last_position`;

async function writeWines(client: PoolClient, rows: WineRow[]) {
  const listed = rows.filter((r) => r.slug !== undefined);
  const revised = rows.filter((r) => r.slug === undefined);
  if (listed.length > 0) {
    await client.query(
      `INSERT INTO wines AS w (product_id, slug, name, producer, varietal, region, country, wine_type, vintage,
                               bottle_size, investment, rating, notes, region_key, grape_keys, last_position)
       SELECT product_id, slug, name, producer, varietal, region, country, wine_type, vintage, bottle_size, investment,
              rating, notes, region_key, ARRAY(SELECT jsonb_array_elements_text(grape_keys)), last_position
         FROM ${WINE_UNNEST}
       ON CONFLICT (product_id) DO UPDATE SET slug = excluded.slug, name = excluded.name, producer = excluded.producer,
         varietal = excluded.varietal, region = excluded.region, country = excluded.country,
         wine_type = excluded.wine_type, vintage = excluded.vintage, bottle_size = excluded.bottle_size,
         investment = excluded.investment,
         rating = excluded.rating, notes = excluded.notes, region_key = excluded.region_key,
         grape_keys = excluded.grape_keys, last_position = excluded.last_position
       WHERE w.last_position < excluded.last_position`,
      wineColumns(listed),
    );
  }
  if (revised.length > 0) {
    // A revision comes after its listing on the same stream, so the row is there.
    await client.query(
      `UPDATE wines SET ${WINE_SET} FROM ${WINE_UNNEST}
        WHERE wines.product_id = u.product_id AND wines.last_position < u.last_position`,
      wineColumns(revised),
    );
  }
}

/** Wine rows of the batch, one per product: a listing and its revisions fold into one row. */
function wineRowsOf(events: StoredEvent[]): WineRow[] {
  const rows = new Map<string, WineRow>();
  for (const stored of events) {
    const event = wineEvents.read(stored);
    if (event.type !== 'WineListed' && event.type !== 'WineDetailsRevised') continue;
    const { productId, masterWine, product } = event.data;
    const seen = rows.get(productId);
    if (seen && BigInt(seen.position) > BigInt(stored.position)) continue;
    const slug = event.type === 'WineListed' ? event.data.slug : seen?.slug;
    rows.set(productId, wineRowOf(productId, slug, masterWine, product, stored.position));
  }
  return [...rows.values()];
}

async function addWords(client: PoolClient, texts: string[]) {
  const words = [...new Set(texts.flatMap(wordsOf))];
  if (words.length === 0) return;
  await client.query('INSERT INTO lexicon (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [words]);
}

/**
 * The journal and learning pages, and one search over them and the catalogue's wines. Follows
 * its own topic (pieces) and the catalog's (wines: search, a region's wines, the sitemap): it
 * learns of wines from their events, never by asking the catalog.
 */
export const contentProjection: PgProjection = {
  kind: 'pg',
  name: CONTENT_PROJECTION,
  contexts: ['content', 'catalog'],
  handles: [...CONTENT_EVENT_TYPES, ...WINE_TYPES],
  schemaSql,
  async apply(events, client) {
    const pieces = latestBy(
      events
        .filter((e) => CONTENT_EVENT_TYPES.includes(e.type as never))
        .map((e) => pieceRowOf(contentEvents.read(e))),
      (row) => `${row.kind}/${row.id}`,
    );
    const wines = wineRowsOf(events.filter((e) => WINE_TYPES.includes(e.type)));
    await writePieces(client, pieces);
    await writeWines(client, wines);
    await addWords(client, [
      ...pieces.filter((p) => p.published).map((p) => `${p.searchTitle} ${p.searchTags} ${p.searchBody}`),
      ...wines.map((w) => `${w.name} ${w.producer} ${w.varietal} ${w.region} ${w.country} ${w.notes}`),
    ]);
  },
};
