import type { Pool } from '../db/pool.ts';
import type { Checkpoint } from './checkpoint.ts';
import { type EventRow, type StoredEvent, toStoredEvent } from './stored-event.ts';

type Queryable = Pick<Pool, 'query'>;

/**
 * Events after `after` in (transaction id, position) order, stopping below the oldest transaction
 * still in progress: an event it commits later is read then, never skipped. A long-open
 * transaction holds readers back, which is why pools set idle_in_transaction_session_timeout.
 * The ORDER BY names the table's columns: a bare `transaction_id` is the select list's text
 * alias, which sorts xids as strings ('10' before '9') and cannot use events_global_order.
 */
export async function readAllAfter(db: Queryable, after: Checkpoint, limit: number): Promise<StoredEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${LOG_COLUMNS} FROM events
      WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY events.transaction_id, events.position
      LIMIT $3`,
    [after.txId, after.position, limit],
  );
  return rows.map(toStoredEvent);
}

/**
 * occurred_at as the ISO text `toStoredEvent` makes of it (UTC, milliseconds truncated like the
 * Date node-postgres builds): the log readers (relay, projectors, replay) go through every event,
 * and parsing a timestamp into a Date only to print it again is a measurable share of that.
 */
const ISO_OCCURRED_AT = `to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const LOG_COLUMNS = `position, transaction_id::text AS transaction_id, event_id, stream_id, stream_version, type,
  schema_version, data, metadata, ${ISO_OCCURRED_AT} AS occurred_at`;

/**
 * A committed event as the relay publishes it: the public envelope (a `StoredEvent` without
 * `transactionId`) already serialised by Postgres, plus the fields the message key and headers
 * need. Saves parsing data and metadata into objects only to serialise them again.
 */
export interface EnvelopeRow {
  position: string;
  transactionId: string;
  streamId: string;
  type: string;
  eventId: string;
  schemaVersion: number;
  /** ISO text, as in the envelope. */
  occurredAt: string;
  correlationId: string | null;
  /** JSON text; parses to exactly what `toStoredEvent` builds, minus `transactionId`. */
  envelope: string;
}

/** `readAllAfter`, same order and floor, returning envelopes as JSON text. */
export async function readEnvelopesAfter(
  db: Queryable,
  after: Checkpoint,
  limit: number,
): Promise<EnvelopeRow[]> {
  // Same keys in the same order as JSON.stringify of a StoredEvent; occurredAt truncated to
  // milliseconds like the Date that node-postgres builds; data and metadata are jsonb's own text.
  const { rows } = await db.query<EnvelopeRow>(
    `SELECT position, transaction_id::text AS "transactionId", stream_id AS "streamId", type,
            event_id::text AS "eventId", schema_version AS "schemaVersion", ${ISO_OCCURRED_AT} AS "occurredAt",
            metadata->>'correlationId' AS "correlationId",
            '{"eventId":"' || event_id::text || '","type":' || to_json(type)::text
              || ',"schemaVersion":' || schema_version::text || ',"streamId":' || to_json(stream_id)::text
              || ',"streamVersion":' || stream_version::text || ',"position":"' || position::text
              || '","occurredAt":"' || ${ISO_OCCURRED_AT}
              || '","data":' || data::text || ',"metadata":' || metadata::text || '}' AS envelope
       FROM events
      WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY events.transaction_id, events.position
      LIMIT $3`,
    [after.txId, after.position, limit],
  );
  return rows;
}

export function checkpointOf(e: Pick<StoredEvent, 'transactionId' | 'position'>): Checkpoint {
  return { txId: e.transactionId, position: e.position };
}

export async function loadCheckpoint(db: Queryable, name: string): Promise<Checkpoint | undefined> {
  const { rows } = await db.query<{ tx_id: string; position: string }>(
    'SELECT tx_id::text AS tx_id, position FROM checkpoints WHERE name = $1',
    [name],
  );
  const row = rows[0];
  return row ? { txId: row.tx_id, position: row.position } : undefined;
}

export async function saveCheckpoint(db: Queryable, name: string, c: Checkpoint): Promise<void> {
  await db.query(
    `INSERT INTO checkpoints (name, tx_id, position) VALUES ($1, $2::text::xid8, $3)
     ON CONFLICT (name) DO UPDATE SET tx_id = excluded.tx_id, position = excluded.position, updated_at = now()`,
    [name, c.txId, c.position],
  );
}
