import type { Pool } from '../db/pool.ts';
import type { Checkpoint } from '../event-store/checkpoint.ts';
import { checkpointOf, readAllAfter } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';

export interface ReplayOptions {
  batchSize?: number;
  onStart?: (totalEvents: number) => void;
  onProgress?: (events: number) => void;
}

export async function countAfter(pool: Pool, from: Checkpoint): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM events WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)',
    [from.txId, from.position],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Reads the log after `from` batch by batch, fetching the next batch while the current one is
 * applied, so reading and writing overlap. Returns how many events it handed over.
 */
export async function readInBatches(
  pool: Pool,
  from: Checkpoint,
  batchSize: number,
  apply: (batch: StoredEvent[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  let batch = await readAllAfter(pool, from, batchSize);
  while (batch.length > 0) {
    const last = batch.at(-1) as StoredEvent;
    const following = readAllAfter(pool, checkpointOf(last), batchSize);
    following.catch(() => undefined); // awaited below; avoids an unhandled rejection if apply throws first
    await apply(batch);
    count += batch.length;
    batch = await following;
  }
  return count;
}
