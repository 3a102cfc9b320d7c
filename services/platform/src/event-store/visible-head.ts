import type { Pool } from '../db/pool.ts';

type Queryable = Pick<Pool, 'query'>;

/**
 * Waits until every committed event lies below the readers' horizon (pg_snapshot_xmin). The
 * horizon is cluster-wide: an open transaction in any database holds it back for a moment, so
 * whatever means to "read to the end of the log" (tests, tools) first waits here.
 */
export async function waitForVisibleHead(db: Queryable, { timeoutMs = 30_000 } = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ visible: boolean }>(
      `SELECT coalesce(max(transaction_id) < pg_snapshot_xmin(pg_current_snapshot()), true) AS visible
         FROM events`,
    );
    if (rows[0]?.visible) return;
    if (Date.now() > until)
      throw new Error(`The log head stayed above the readers' horizon for ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
