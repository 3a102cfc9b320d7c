import type { Pool } from '@wine/platform/db/pool';
import type { Backlog } from '@wine/platform/observability/outbox-backlog';
import type { OutboxRow } from './outbox-row.ts';

type Queryable = Pick<Pool, 'query'>;

/** Rung after rows are added; the analytics relay sleeps on it while the outbox is empty. */
export const OUTBOX_CHANNEL = 'analytics_outbox_rows';

export interface StoredOutboxRow extends OutboxRow {
  id: string;
}

/** One statement for the whole batch: one round trip and one commit however many events. */
export async function insertOutboxRows(db: Queryable, rows: OutboxRow[]): Promise<void> {
  await db.query(
    `INSERT INTO analytics_outbox (topic, message_key, payload)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
    [rows.map((r) => r.topic), rows.map((r) => r.key), rows.map((r) => r.payload)],
  );
}

/**
 * The oldest waiting rows in acceptance order. A row whose transaction commits late is simply
 * read by a later call: nothing moves past it, because published rows are deleted, not skipped.
 */
export async function oldestOutboxRows(db: Queryable, limit: number): Promise<StoredOutboxRow[]> {
  const { rows } = await db.query<StoredOutboxRow>(
    `SELECT id, topic, message_key AS key, payload FROM analytics_outbox ORDER BY id LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function deleteOutboxRows(db: Queryable, ids: string[]): Promise<void> {
  await db.query('DELETE FROM analytics_outbox WHERE id = ANY($1::bigint[])', [ids]);
}

export async function outboxBacklog(db: Queryable): Promise<number> {
  return (await outboxWaiting(db)).events;
}

/** What waits for Kafka, for the backlog gauges (the table holds only what waits). */
export async function outboxWaiting(db: Queryable): Promise<Backlog> {
  const { rows } = await db.query<{ events: number; oldest: Date | null }>(
    'SELECT count(*)::int AS events, min(accepted_at) AS oldest FROM analytics_outbox',
  );
  return { events: rows[0]?.events ?? 0, oldestAt: rows[0]?.oldest ?? undefined };
}
