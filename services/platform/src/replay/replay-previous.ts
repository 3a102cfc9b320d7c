import type { Pool, PoolClient } from '../db/pool.ts';
import { inTransaction } from '../db/pool.ts';
import { type Checkpoint, isAfter, LOG_START } from '../event-store/checkpoint.ts';
import { checkpointOf, readAllAfter } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { contextOf } from '../event-store/stream-id.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { batchLock, PgProjector, quoteIdent } from '../projections/pg-projector.ts';
import { type PgProjection, pgSchemaOf } from '../projections/projection.ts';

/** Where the read model a swap replaced is kept, until it is swapped back or dropped. */
export const previousSchemaOf = (projectionName: string) => `${pgSchemaOf(projectionName)}__previous`;

/** A rebuild was asked for while the model an earlier swap replaced is still kept. */
export class PreviousKeptError extends Error {
  constructor(readonly schema: string) {
    super(`${schema} is kept from the last swap: swap it back or drop it first`);
  }
}

export async function schemaExists(db: Pick<Pool, 'query'>, schema: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS exists',
    [schema],
  );
  return rows[0]?.exists ?? false;
}

/** Drops the kept previous model; false when there was none. */
export async function dropPreviousPg(pool: Pool, projection: PgProjection): Promise<boolean> {
  const previous = previousSchemaOf(projection.name);
  if (!(await schemaExists(pool, previous))) return false;
  await pool.query(`DROP SCHEMA ${quoteIdent(previous)} CASCADE`);
  return true;
}

export interface SwapBackOptions {
  deadLetters: DeadLetterSink;
  /** The source (a Kafka partition, or `store`) a stream's events reach the live projector by. */
  sourceOf(streamId: string): Promise<string>;
}

/**
 * Puts the kept previous model back in place of the live one, which is kept as the previous in
 * turn (so a swap back can itself be undone). Nothing wrote to the previous model since it was
 * swapped out: under the live model's batch lock it first applies what it missed from the event
 * store, each event behind the checkpoint of the source it travels on, so the live projector
 * goes on after the swap with nothing lost and nothing applied twice. Answers how many events it
 * caught up; throws when no previous model is kept.
 */
export async function swapBackPg(
  pool: Pool,
  projection: PgProjection,
  opts: SwapBackOptions,
): Promise<number> {
  const live = pgSchemaOf(projection.name);
  const previous = previousSchemaOf(projection.name);
  if (!(await schemaExists(pool, previous)))
    throw new Error(`No previous model of ${projection.name} is kept`);
  const kept = new PgProjector(pool, projection, { schema: previous, deadLetters: opts.deadLetters });
  return inTransaction(pool, async (client) => {
    await client.query(batchLock(client.escapeLiteral(live)));
    let caughtUp = 0;
    let after = await earliestCheckpoint(client, previous);
    for (;;) {
      const tail = await readAllAfter(client, after, 5000);
      const last = tail.at(-1);
      if (!last) break;
      caughtUp += await applyBySource(client, kept, tail, opts.sourceOf);
      after = checkpointOf(last);
    }
    const aside = `${live}__swapping`;
    await client.query(`ALTER SCHEMA ${quoteIdent(live)} RENAME TO ${quoteIdent(aside)}`);
    await client.query(`ALTER SCHEMA ${quoteIdent(previous)} RENAME TO ${quoteIdent(live)}`);
    await client.query(`ALTER SCHEMA ${quoteIdent(aside)} RENAME TO ${quoteIdent(previous)}`);
    return caughtUp;
  });
}

/** The earliest of a model's checkpoints: every event it lacks comes after it. */
async function earliestCheckpoint(client: PoolClient, schema: string): Promise<Checkpoint> {
  const { rows } = await client.query<{ tx_id: string; position: string }>(
    `SELECT tx_id::text AS tx_id, position::text AS position FROM ${quoteIdent(schema)}.projection_checkpoints`,
  );
  const all = rows.map((r) => ({ txId: r.tx_id, position: r.position }));
  return (
    all.reduce<Checkpoint | undefined>(
      (acc, c) => (acc === undefined || isAfter(acc, c) ? c : acc),
      undefined,
    ) ?? LOG_START
  );
}

/** Applies the events of the model's contexts, each group behind its own source's checkpoint. */
async function applyBySource(
  client: PoolClient,
  projector: PgProjector,
  events: StoredEvent[],
  sourceOf: (streamId: string) => Promise<string>,
): Promise<number> {
  const bySource = new Map<string, StoredEvent[]>();
  for (const event of events) {
    if (!projector.projection.contexts.includes(contextOf(event.streamId))) continue;
    const source = await sourceOf(event.streamId);
    bySource.set(source, [...(bySource.get(source) ?? []), event]);
  }
  let applied = 0;
  for (const [source, batch] of bySource) {
    applied += (await projector.applyWithin(client, source, batch, { takeLock: false })).length;
  }
  return applied;
}
