import pg from 'pg';
import type { Pool } from '../db/pool.ts';
import { LOG_START } from '../event-store/checkpoint.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { PgProjector, quoteIdent } from '../projections/pg-projector.ts';
import { type PgProjection, pgSchemaOf, STORE_SOURCE } from '../projections/projection.ts';
import { countAfter, type ReplayOptions, readInBatches } from './replay-batches.ts';

/** A past moment of the log: every event at or before a position, or that occurred by a time. */
export type Until = { position: bigint } | { time: Date };

/** Where `replayPgAsOf` builds: beside the live schema, its tables named as the live ones. */
export const asOfSchemaOf = (projectionName: string) => `${pgSchemaOf(projectionName)}__asof`;

export function describeUntil(until: Until): string {
  return 'position' in until ? `position ${until.position}` : until.time.toISOString();
}

const isBefore = (until: Until) =>
  'position' in until
    ? (e: StoredEvent) => BigInt(e.position) <= until.position
    : (e: StoredEvent) => Date.parse(e.occurredAt) <= until.time.getTime();

/**
 * Rebuilds a Postgres read model as it stood at a past moment, into `<schema>__asof` beside the
 * live one ("what did the shop show at 14:02?": compare its tables with the live ones). Nothing
 * is swapped and the live model is not touched; a second run replaces the side schema. The whole
 * log is read, since an event committed late may sit after later positions in log order. The
 * schema's comment says which moment it shows.
 */
export async function replayPgAsOf(
  pool: Pool,
  projection: PgProjection,
  until: Until,
  opts: ReplayOptions & { deadLetters: DeadLetterSink },
): Promise<{ events: number; schema: string }> {
  const schema = asOfSchemaOf(projection.name);
  await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  const side = new PgProjector(pool, projection, { schema, deadLetters: opts.deadLetters });
  await side.setup();
  const included = isBefore(until);
  opts.onStart?.(await countAfter(pool, LOG_START));
  let events = 0;
  await readInBatches(pool, LOG_START, opts.batchSize ?? 5000, async (batch) => {
    const past = batch.filter(included);
    events += await side.applyBatch(STORE_SOURCE, past);
    opts.onProgress?.(batch.length);
  });
  await pool.query(
    `COMMENT ON SCHEMA ${quoteIdent(schema)} IS ${pg.escapeLiteral(`${projection.name} as of ${describeUntil(until)}`)}`,
  );
  return { events, schema };
}
