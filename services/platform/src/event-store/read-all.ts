import type { Pool } from '../db/pool.ts';
import type { Checkpoint } from './checkpoint.ts';
import { EVENT_COLUMNS, type EventRow, type StoredEvent, toStoredEvent } from './stored-event.ts';

type Queryable = Pick<Pool, 'query'>;

/**
 * Events after `after` in (transaction id, position) order, stopping below the oldest transaction
 * still in progress: an event it commits later is read then, never skipped. A long-open
 * transaction holds readers back, which is why pools set idle_in_transaction_session_timeout.
 */
export async function readAllAfter(db: Queryable, after: Checkpoint, limit: number): Promise<StoredEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY transaction_id, position
      LIMIT $3`,
    [after.txId, after.position, limit],
  );
  return rows.map(toStoredEvent);
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
