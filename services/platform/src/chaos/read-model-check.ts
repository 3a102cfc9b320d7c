import type { Pool } from '../db/pool.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import type { PgProjection } from '../projections/projection.ts';
import { replayPg } from '../replay/replay-pg.ts';

/**
 * Rows in which the live read model differs from one rebuilt from the event store by the
 * platform's replay (which then takes its place): 0 means the faults left no trace.
 */
export async function diffAgainstRebuild(
  pool: Pool,
  projection: PgProjection,
  rowsOf: () => Promise<unknown[]>,
): Promise<number> {
  const live = (await rowsOf()).map((r) => JSON.stringify(r));
  await replayPg(pool, projection, { deadLetters: pgDeadLetters(pool), batchSize: 1000 });
  const rebuilt = (await rowsOf()).map((r) => JSON.stringify(r));
  return symmetricDifference(live, rebuilt);
}

export function symmetricDifference(a: string[], b: string[]): number {
  const inA = new Set(a);
  const inB = new Set(b);
  return a.filter((x) => !inB.has(x)).length + b.filter((x) => !inA.has(x)).length;
}
