import { WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import { OrderEventEnvelope } from '@wine/contracts/orders/order-events';
import { APP_REVIEW_EVENT_TYPES, WINE_REVIEW_EVENT_TYPES } from '@wine/contracts/reviews/review-events';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { PgProjection } from '@wine/platform/projections/projection';
import { appReviewStream, wineReviewStream } from '../app/review-streams.ts';
import { reviewTextKey } from '../domain/review-text-key.ts';

export const REVIEWS_PROJECTION = 'reviews';

const catalogEvents = streamEvents(WineEventEnvelope);
const orderEvents = streamEvents(OrderEventEnvelope);
const identityEvents = streamEvents(IdentityEventEnvelope);

/** The staff role that may approve and reject reviews (identity's StaffRoleGranted). */
export const MODERATOR_ROLE = 'review-moderator';

// Reviews as lists show them, one row per review (deleted ones kept, flagged), with the latest
// word on each by log position. Beside them, what the reviews context learns from the others:
// which wines exist and their vintages (the catalog's listings: an unknown wine gets 404), and
// who bought what (orders' lines and payments: the verified-buyer badge), and who moderates
// (identity's staff roles; an erased account moderates nothing). Every write is "newer
// position wins" or "insert once", so redelivery and interleaving change nothing.
const schemaSql = `
CREATE TABLE IF NOT EXISTS reviews (
  review_id uuid PRIMARY KEY,
  kind text NOT NULL,
  master_wine_id text,
  customer_id uuid NOT NULL,
  customer_name text NOT NULL,
  rating int NOT NULL,
  body text NOT NULL,
  text_key text NOT NULL,
  vintage int,
  written_for_reward boolean NOT NULL,
  original boolean NOT NULL,
  status text NOT NULL,
  deleted boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_wine ON reviews (master_wine_id, created_at DESC, review_id) WHERE kind = 'wine';
CREATE INDEX IF NOT EXISTS reviews_kind ON reviews (kind, created_at DESC, review_id);
CREATE INDEX IF NOT EXISTS reviews_newest ON reviews (created_at DESC, review_id);
CREATE INDEX IF NOT EXISTS reviews_text ON reviews (text_key);
CREATE INDEX IF NOT EXISTS reviews_author ON reviews (customer_id, updated_at);
CREATE TABLE IF NOT EXISTS wines (
  product_id text PRIMARY KEY,
  master_wine_id text NOT NULL,
  vintage int,
  last_position bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS wines_master_wine ON wines (master_wine_id);
CREATE TABLE IF NOT EXISTS order_lines (
  order_id uuid NOT NULL,
  product_id text NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
CREATE INDEX IF NOT EXISTS order_lines_user ON order_lines (user_id);
CREATE TABLE IF NOT EXISTS paid_orders (order_id uuid PRIMARY KEY);
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS held_for text;
ALTER TABLE reviews ADD COLUMN IF NOT EXISTS moderation_reason text;
CREATE INDEX IF NOT EXISTS reviews_pending ON reviews (updated_at, review_id) WHERE status = 'pending' AND NOT deleted;
CREATE TABLE IF NOT EXISTS moderators (
  user_id uuid PRIMARY KEY,
  moderator boolean NOT NULL,
  last_position bigint NOT NULL
);
`;

/** Statuses an order can be placed in only once paid. */
const PAID_AT_PLACING = new Set([
  'PAID_IN_STORAGE',
  'PAID_AWAITING_STOCK',
  'PAID_HOLD_DISPATCH',
  'PAID_NOT_PROCESSED',
  'DISPATCH_REQUESTED',
  'DISPATCHED',
]);

interface ReviewRow {
  reviewId: string;
  kind: 'wine' | 'app';
  masterWineId: string | null;
  customerId: string;
  customerName: string;
  rating: number;
  body: string;
  vintage: number | null;
  writtenForReward: boolean;
  original: boolean;
  status: string;
  heldFor: string | null;
  createdAt: string;
  updatedAt: string;
  position: string;
}

/** A change to a review's status or presence only (moderated, with its reason; deleted). */
interface ReviewMark {
  reviewId: string;
  status: string | null;
  reason: string | null;
  deleted: boolean;
  position: string;
}

/** Whether a person moderates reviews, from their latest staff-role event. */
interface ModeratorChange {
  userId: string;
  moderator: boolean;
  position: string;
}

interface Batch {
  rows: ReviewRow[];
  marks: ReviewMark[];
  wines: { productId: string; masterWineId: string; vintage: number | null; position: string }[];
  lines: { orderId: string; productId: string; userId: string }[];
  paid: string[];
  moderators: ModeratorChange[];
  /** Customers identity erased: their rows keep no name or words (the workflow deletes the reviews). */
  erased: string[];
}

type ReviewChange = { row: ReviewRow } | { mark: ReviewMark };

function reviewChange(stored: StoredEvent): ReviewChange {
  const position = stored.position;
  if (stored.streamId.startsWith('reviews/app/')) {
    const event = appReviewStream.events.read(stored);
    if (event.type === 'AppReviewModerated') {
      const { reviewId, status, reason } = event.data;
      return { mark: { reviewId, status, reason, deleted: false, position } };
    }
    if (event.type === 'AppReviewDeleted') {
      return { mark: { reviewId: event.data.reviewId, status: null, reason: null, deleted: true, position } };
    }
    const d = event.data;
    return {
      row: {
        reviewId: d.reviewId,
        kind: 'app',
        masterWineId: null,
        customerId: d.customerId,
        customerName: d.customerName,
        rating: d.rating,
        body: d.review,
        vintage: null,
        writtenForReward: false,
        original: d.original,
        status: d.status,
        heldFor: d.heldFor,
        createdAt: d.submittedAt,
        updatedAt: d.writtenAt,
        position,
      },
    };
  }
  const event = wineReviewStream.events.read(stored);
  switch (event.type) {
    case 'WineReviewSubmitted':
    case 'WineReviewEdited': {
      const d = event.data;
      return {
        row: {
          reviewId: d.reviewId,
          kind: 'wine',
          masterWineId: d.masterWineId,
          customerId: d.customerId,
          customerName: d.customerName,
          rating: d.rating,
          body: d.tasteNotes,
          vintage: d.vintage,
          writtenForReward: d.writtenForReward,
          original: true,
          status: d.status,
          heldFor: d.heldFor,
          createdAt: d.submittedAt,
          updatedAt: event.type === 'WineReviewEdited' ? event.data.editedAt : d.submittedAt,
          position,
        },
      };
    }
    case 'WineReviewDeleted':
      return { mark: { reviewId: event.data.reviewId, status: null, reason: null, deleted: true, position } };
    case 'WineReviewModerated': {
      const { reviewId, status, reason } = event.data;
      return { mark: { reviewId, status, reason, deleted: false, position } };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function moderatorChange(stored: StoredEvent): ModeratorChange | null {
  const event = identityEvents.read(stored);
  const position = stored.position;
  switch (event.type) {
    case 'StaffRoleGranted':
    case 'StaffRoleRevoked':
      if (event.data.role !== MODERATOR_ROLE) return null;
      return { userId: event.data.userId, moderator: event.type === 'StaffRoleGranted', position };
    case 'PersonalDataErased':
      return { userId: event.data.userId, moderator: false, position };
    default:
      return null;
  }
}

function batchOf(events: StoredEvent[]): Batch {
  const batch: Batch = { rows: [], marks: [], wines: [], lines: [], paid: [], moderators: [], erased: [] };
  for (const stored of events) {
    if (stored.streamId.startsWith('reviews/')) {
      const change = reviewChange(stored);
      if ('row' in change) batch.rows.push(change.row);
      else batch.marks.push(change.mark);
    } else if (stored.streamId.startsWith('identity/')) {
      const change = moderatorChange(stored);
      if (change) batch.moderators.push(change);
      if (stored.type === 'PersonalDataErased' && change) batch.erased.push(change.userId);
    } else if (stored.type === 'WineListed' || stored.type === 'WineDetailsRevised') {
      const event = catalogEvents.read(stored);
      if (event.type === 'WineListed') {
        const { productId, masterWineId, product } = event.data;
        batch.wines.push({ productId, masterWineId, vintage: product.vintage, position: stored.position });
      } else if (event.type === 'WineDetailsRevised') {
        // A revision keeps the master wine; only the vintage may move. Known wines only.
        const { productId, product } = event.data;
        batch.wines.push({
          productId,
          masterWineId: '',
          vintage: product.vintage,
          position: stored.position,
        });
      }
    } else {
      const event = orderEvents.read(stored);
      if (event.type === 'OrderPlaced') {
        const { orderId, userId, lines, status } = event.data;
        for (const line of lines) batch.lines.push({ orderId, productId: line.productId, userId });
        if (PAID_AT_PLACING.has(status)) batch.paid.push(orderId);
      } else if (event.type === 'PaymentSucceeded') batch.paid.push(event.data.orderId);
    }
  }
  return batch;
}

/** The last of several writes to one key in a batch, so one upsert writes each row once. */
function latestBy<T extends { position: string }>(items: T[], key: (item: T) => string): T[] {
  const latest = new Map<string, T>();
  for (const item of items) {
    const seen = latest.get(key(item));
    if (!seen || BigInt(seen.position) < BigInt(item.position)) latest.set(key(item), item);
  }
  return [...latest.values()];
}

async function writeRows(client: PoolClient, all: ReviewRow[]): Promise<void> {
  const rows = latestBy(all, (r) => r.reviewId);
  if (rows.length === 0) return;
  const col = <K extends keyof ReviewRow>(k: K) => rows.map((r) => r[k]);
  await client.query(
    `INSERT INTO reviews (review_id, kind, master_wine_id, customer_id, customer_name, rating, body, text_key,
       vintage, written_for_reward, original, status, held_for, deleted, created_at, updated_at, last_position)
     SELECT review_id, kind, master_wine_id, customer_id, customer_name, rating, body, text_key,
       vintage, written_for_reward, original, status, held_for, false, created_at, updated_at, last_position
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::int[], $7::text[], $8::text[],
         $9::int[], $10::boolean[], $11::boolean[], $12::text[], $13::text[], $14::timestamptz[], $15::timestamptz[],
         $16::bigint[])
         AS u(review_id, kind, master_wine_id, customer_id, customer_name, rating, body, text_key,
           vintage, written_for_reward, original, status, held_for, created_at, updated_at, last_position)
     ON CONFLICT (review_id) DO UPDATE SET
       customer_name = excluded.customer_name, rating = excluded.rating, body = excluded.body,
       text_key = excluded.text_key, vintage = excluded.vintage,
       written_for_reward = excluded.written_for_reward, original = excluded.original,
       status = excluded.status, held_for = excluded.held_for, moderation_reason = NULL, deleted = false,
       updated_at = excluded.updated_at, last_position = excluded.last_position
     WHERE reviews.last_position < excluded.last_position`,
    [
      col('reviewId'),
      col('kind'),
      col('masterWineId'),
      col('customerId'),
      col('customerName'),
      col('rating'),
      col('body'),
      rows.map((r) => reviewTextKey(r.body)),
      col('vintage'),
      col('writtenForReward'),
      col('original'),
      col('status'),
      col('heldFor'),
      col('createdAt'),
      col('updatedAt'),
      col('position'),
    ],
  );
}

async function writeMarks(client: PoolClient, all: ReviewMark[]): Promise<void> {
  // In position order: a moderation and a deletion of one review in one batch both apply.
  for (const mark of all.sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1))) {
    await client.query(
      `UPDATE reviews SET status = coalesce($2, status), deleted = $3, last_position = $4,
              moderation_reason = CASE WHEN $2::text IS NULL THEN moderation_reason ELSE $5 END
        WHERE review_id = $1 AND last_position < $4`,
      [mark.reviewId, mark.status, mark.deleted, mark.position, mark.reason],
    );
  }
}

async function writeWines(client: PoolClient, batch: Batch): Promise<void> {
  const wines = latestBy(batch.wines, (w) => w.productId);
  if (wines.length === 0) return;
  await client.query(
    `INSERT INTO wines (product_id, master_wine_id, vintage, last_position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::bigint[]) AS u(p, m, v, pos) WHERE m <> ''
     ON CONFLICT (product_id) DO UPDATE SET vintage = excluded.vintage, last_position = excluded.last_position
       WHERE wines.last_position < excluded.last_position`,
    [
      wines.map((w) => w.productId),
      wines.map((w) => w.masterWineId),
      wines.map((w) => w.vintage),
      wines.map((w) => w.position),
    ],
  );
  // Revisions (no master wine named) move the vintage of a wine already known.
  const revised = wines.filter((w) => w.masterWineId === '');
  if (revised.length > 0) {
    await client.query(
      `UPDATE wines SET vintage = u.v, last_position = u.pos
         FROM unnest($1::text[], $2::int[], $3::bigint[]) AS u(p, v, pos)
        WHERE wines.product_id = u.p AND wines.last_position < u.pos`,
      [revised.map((w) => w.productId), revised.map((w) => w.vintage), revised.map((w) => w.position)],
    );
  }
}

async function writePurchases(client: PoolClient, batch: Batch): Promise<void> {
  if (batch.lines.length > 0) {
    await client.query(
      `INSERT INTO order_lines (order_id, product_id, user_id)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[]) ON CONFLICT DO NOTHING`,
      [
        batch.lines.map((l) => l.orderId),
        batch.lines.map((l) => l.productId),
        batch.lines.map((l) => l.userId),
      ],
    );
  }
  if (batch.paid.length > 0) {
    await client.query(
      'INSERT INTO paid_orders (order_id) SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING',
      [batch.paid],
    );
  }
}

async function writeModerators(client: PoolClient, all: ModeratorChange[]): Promise<void> {
  const changes = latestBy(all, (m) => m.userId);
  if (changes.length === 0) return;
  await client.query(
    `INSERT INTO moderators (user_id, moderator, last_position)
     SELECT * FROM unnest($1::uuid[], $2::boolean[], $3::bigint[])
     ON CONFLICT (user_id) DO UPDATE SET moderator = excluded.moderator, last_position = excluded.last_position
       WHERE moderators.last_position < excluded.last_position`,
    [changes.map((m) => m.userId), changes.map((m) => m.moderator), changes.map((m) => m.position)],
  );
}

/**
 * The reviews read model: the lists (GET .../reviews, /api/app-reviews, /api/reviews), the wines
 * a review may name, and who bought which wine.
 */
export const reviewsProjection: PgProjection = {
  kind: 'pg',
  name: REVIEWS_PROJECTION,
  contexts: ['reviews', 'catalog', 'orders', 'identity'],
  handles: [
    ...WINE_REVIEW_EVENT_TYPES,
    ...APP_REVIEW_EVENT_TYPES,
    'WineListed',
    'WineDetailsRevised',
    'OrderPlaced',
    'PaymentSucceeded',
    'StaffRoleGranted',
    'StaffRoleRevoked',
    'PersonalDataErased',
  ],
  schemaSql,
  async apply(events, client) {
    const batch = batchOf(events);
    await writeRows(client, batch.rows);
    await writeMarks(client, batch.marks);
    await writeWines(client, batch);
    await writePurchases(client, batch);
    await writeModerators(client, batch.moderators);
    if (batch.erased.length > 0) {
      await client.query(
        `UPDATE reviews SET customer_name = '', body = '', text_key = '' WHERE customer_id = ANY($1::uuid[])`,
        [batch.erased],
      );
    }
  },
};
