import type { Pool } from '../db/pool.ts';
import { inTransaction } from '../db/pool.ts';
import { readAllAfter } from '../event-store/read-all.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { batchLock, PgProjector, quoteIdent } from '../projections/pg-projector.ts';
import { FLOOR_SOURCE, type PgProjection, pgSchemaOf, STORE_SOURCE } from '../projections/projection.ts';
import { countAfter, type ReplayOptions, readInBatches } from './replay-batches.ts';
import { PreviousKeptError, previousSchemaOf, schemaExists } from './replay-previous.ts';

/**
 * Rebuilds a Postgres read model into `<schema>__next` from the event store, then swaps it in
 * with two schema renames in one transaction. Live reads go on against the old schema until the
 * swap; an interrupted run resumes from the shadow schema's own checkpoint. With `keepPrevious`
 * the model it replaces stays as `<schema>__previous` (replay-previous.ts swaps it back or drops
 * it), and a rebuild refuses to start while one is kept; without, it is dropped in the swap.
 */
export async function replayPg(
  pool: Pool,
  projection: PgProjection,
  opts: ReplayOptions & { deadLetters: DeadLetterSink; keepPrevious?: boolean },
): Promise<{ events: number }> {
  const live = pgSchemaOf(projection.name);
  const next = `${live}__next`;
  const previous = previousSchemaOf(projection.name);
  if (opts.keepPrevious && (await schemaExists(pool, previous))) throw new PreviousKeptError(previous);
  const shadow = new PgProjector(pool, projection, { schema: next, deadLetters: opts.deadLetters });
  await shadow.setup();
  const from = await shadow.checkpoint(STORE_SOURCE);
  const total = await countAfter(pool, from);
  opts.onStart?.(total);
  const events = await readInBatches(pool, from, opts.batchSize ?? 5000, async (batch) => {
    await shadow.applyBatch(STORE_SOURCE, batch);
    opts.onProgress?.(batch.length);
  });

  await inTransaction(pool, async (client) => {
    // Waits for live batches in flight and holds new ones until the rename is committed.
    await client.query(batchLock(client.escapeLiteral(live)));
    for (;;) {
      const tail = await readAllAfter(client, await checkpointIn(client, next), 5000);
      if (tail.length === 0) break;
      await shadow.applyWithin(client, STORE_SOURCE, tail, { takeLock: false });
    }
    const replaced = opts.keepPrevious ? previous : `${live}__old`;
    if (await schemaExists(client, live)) {
      // Live consumers keep their own checkpoints; the floor covers everything the rebuild read.
      await client.query(
        `INSERT INTO ${quoteIdent(next)}.projection_checkpoints (source, tx_id, position)
         SELECT source, tx_id, position FROM ${quoteIdent(live)}.projection_checkpoints
          WHERE source NOT IN ($1, $2)
         ON CONFLICT (source) DO NOTHING`,
        [STORE_SOURCE, FLOOR_SOURCE],
      );
      await client.query(`ALTER SCHEMA ${quoteIdent(live)} RENAME TO ${quoteIdent(replaced)}`);
    }
    await client.query(
      `INSERT INTO ${quoteIdent(next)}.projection_checkpoints (source, tx_id, position)
       SELECT $1, tx_id, position FROM ${quoteIdent(next)}.projection_checkpoints WHERE source = $2
       ON CONFLICT (source) DO UPDATE SET tx_id = excluded.tx_id, position = excluded.position`,
      [FLOOR_SOURCE, STORE_SOURCE],
    );
    await client.query(`ALTER SCHEMA ${quoteIdent(next)} RENAME TO ${quoteIdent(live)}`);
    if (!opts.keepPrevious) await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(replaced)} CASCADE`);
  });
  return { events };
}

async function checkpointIn(client: Pick<Pool, 'query'>, schema: string) {
  const { rows } = await client.query<{ tx_id: string; position: string }>(
    `SELECT tx_id::text AS tx_id, position FROM ${quoteIdent(schema)}.projection_checkpoints WHERE source = $1`,
    [STORE_SOURCE],
  );
  return rows[0] ? { txId: rows[0].tx_id, position: rows[0].position } : { txId: '0', position: '0' };
}
