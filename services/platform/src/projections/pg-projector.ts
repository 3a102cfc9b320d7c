import type { QueryResult } from 'pg';
import type { Pool, PoolClient } from '../db/pool.ts';
import { type Checkpoint, isAfter, LOG_START, laterOf } from '../event-store/checkpoint.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { retry } from '../resilience/retry.ts';
import { PassedCheckpoints } from '../runners/passed-checkpoints.ts';
import { describe, EVENT_RETRIES_IN_TRANSACTION, isTransient } from './apply-policy.ts';
import type { DeadLetterSink } from './dead-letters.ts';
import { FLOOR_SOURCE, handlerOf, type PgProjection, pgSchemaOf } from './projection.ts';
import { noMetrics, type ProjectorMetrics } from './projector-metrics.ts';

export interface PgProjectorOptions {
  deadLetters: DeadLetterSink;
  /** Builds into another schema (replay's shadow) instead of the live one. */
  schema?: string;
  metrics?: ProjectorMetrics;
}

/**
 * Applies events to a Postgres read model with its checkpoint in the same transaction, so a
 * redelivered event (relay crash, consumer restart, rebalance) has no second effect.
 */
export class PgProjector {
  readonly schema: string;
  private readonly handles: (type: string) => boolean;
  private readonly metrics: ProjectorMetrics;
  /**
   * The live read model's passes over batches it has nothing to do for (a payment's events, to
   * the shop): no transaction, written a moment later as a workflow's are. A shadow (replay)
   * applies every batch: the swap reads its checkpoint from its table.
   */
  private readonly passes: PassedCheckpoints | undefined;

  constructor(
    private readonly pool: Pool,
    readonly projection: PgProjection,
    private readonly opts: PgProjectorOptions,
  ) {
    this.schema = opts.schema ?? pgSchemaOf(projection.name);
    this.handles = handlerOf(projection);
    this.metrics = opts.metrics ?? noMetrics;
    if (opts.schema === undefined) this.passes = new PassedCheckpoints((passes) => this.writePasses(passes));
  }

  async setup(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Serialises concurrent set-ups of the same projection (CREATE ... IF NOT EXISTS races).
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 1))', [this.schema]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(this.schema)}`);
      await this.useSchema(client);
      await client.query(`CREATE TABLE IF NOT EXISTS projection_checkpoints (
          source text PRIMARY KEY, tx_id xid8 NOT NULL, position bigint NOT NULL)`);
      await client.query(this.projection.schemaSql);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** Where `source` has got to (the floor counts: replay sets it at a swap). */
  async checkpoint(source: string): Promise<Checkpoint> {
    const { rows } = await this.pool.query<{ source: string; tx_id: string; position: string }>(
      `SELECT source, tx_id::text AS tx_id, position FROM ${quoteIdent(this.schema)}.projection_checkpoints
        WHERE source = ANY($1)`,
      [[source, FLOOR_SOURCE]],
    );
    return rows.reduce<Checkpoint>(
      (acc, r) => laterOf(acc, { txId: r.tx_id, position: r.position }),
      this.passes?.of(source) ?? LOG_START,
    );
  }

  settle(): Promise<void> {
    return this.passes?.flush() ?? Promise.resolve();
  }

  /** Moves checkpoints forward only: a batch committed meanwhile may have gone further. */
  private writePasses(passes: readonly (readonly [string, Checkpoint])[]) {
    return this.pool.query(
      `INSERT INTO ${quoteIdent(this.schema)}.projection_checkpoints AS c (source, tx_id, position)
       SELECT s, t::xid8, p FROM unnest($1::text[], $2::text[], $3::bigint[]) AS x(s, t, p)
       ON CONFLICT (source) DO UPDATE SET tx_id = excluded.tx_id, position = excluded.position
        WHERE (c.tx_id, c.position) < (excluded.tx_id, excluded.position)`,
      [
        passes.map(([source]) => source),
        passes.map(([, to]) => to.txId),
        passes.map(([, to]) => to.position),
      ],
    );
  }

  /**
   * Batches of the read model apply one at a time (`batchLock`). This process's batches that
   * arrive while one is applied (other partitions of the same fetch) wait without a connection
   * and then go together, in one transaction with a checkpoint each: a busy read model costs a
   * transaction per turn, not per partition. The lock still orders batches of other processes.
   */
  applyBatch(source: string, events: StoredEvent[]): Promise<number> {
    if (events.length === 0 || this.passes?.passIfNoneHandled(source, events, this.handles))
      return Promise.resolve(0);
    return new Promise((resolve, reject) => {
      this.waiting.push({ source, events, resolve, reject });
      if (!this.applying) void this.applyWaiting();
    });
  }

  private waiting: WaitingBatch[] = [];
  private applying = false;

  private async applyWaiting(): Promise<void> {
    this.applying = true;
    // One turn of the event loop: the other partitions' batches of this fetch join this one.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      const turn = this.waiting.splice(0);
      try {
        const applied = await this.applyTogether(turn);
        for (const [i, batch] of turn.entries()) batch.resolve(applied[i]?.length ?? 0);
      } catch (err) {
        for (const batch of turn) batch.reject(err);
      }
    }
    this.applying = false;
  }

  private async applyTogether(batches: readonly SourceBatch[]): Promise<StoredEvent[][]> {
    const client = await this.pool.connect();
    try {
      const applied = await this.run(client, batches, { takeLock: true, ownTransaction: true });
      this.metrics.applied(this.projection.name, applied.flat());
      return applied;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * The body of a batch inside a caller's transaction (replay's swap runs it holding the
   * projection's lock). Returns the events that were new to this read model.
   */
  async applyWithin(
    client: PoolClient,
    source: string,
    events: StoredEvent[],
    { takeLock }: { takeLock: boolean },
  ): Promise<StoredEvent[]> {
    const [applied = []] = await this.run(client, [{ source, events }], { takeLock, ownTransaction: false });
    return applied;
  }

  /**
   * Batches in three round trips: the set-up statements, the projection's own, then the
   * checkpoints (and commit). The statements before and after the projection's go as one
   * simple-protocol string each: they still run one by one, in order, each with its own snapshot
   * (the FOR UPDATE sees a checkpoint row another consumer committed meanwhile), with the values
   * written as escaped literals. Each batch comes from its own source (a partition): the events
   * new to each, in order, are applied as one.
   */
  private async run(
    client: PoolClient,
    batches: readonly SourceBatch[],
    { takeLock, ownTransaction }: { takeLock: boolean; ownTransaction: boolean },
  ): Promise<StoredEvent[][]> {
    const lit = (value: string) => client.escapeLiteral(value);
    const sources = [...new Set(batches.map((b) => b.source))];
    const setUp = [
      ...(ownTransaction ? ['BEGIN'] : []),
      // One batch of a read model at a time, whichever partition or process it comes from.
      // Batches of different partitions write shared rows (counts per event type, a wine's
      // reservations) and, locking them in whatever order their batch had, deadlocked: a stall of
      // Postgres's deadlock_timeout (1 s) before one was retried. Replay's swap holds the live
      // schema's lock, so no live batch straddles its rename; its rebuild locks the shadow's.
      ...(takeLock ? [batchLock(lit(this.schema))] : []),
      `SET LOCAL search_path TO ${quoteIdent(this.schema)}, public`,
      `INSERT INTO projection_checkpoints (source, tx_id, position)
       VALUES ${sources.map((source) => `(${lit(source)}, '0', 0)`).join(', ')} ON CONFLICT (source) DO NOTHING`,
      `SELECT source, tx_id::text AS tx_id, position FROM projection_checkpoints
        WHERE source IN (${[...sources, FLOOR_SOURCE].map(lit).join(', ')}) ORDER BY source FOR UPDATE`,
      // The projection's statements run behind it, so that a bad event can be looked for alone.
      'SAVEPOINT batch',
    ];
    // Several statements in one query: node-postgres answers with one result each.
    const answer: QueryResult | QueryResult[] = await client.query(setUp.join(';\n'));
    const results = Array.isArray(answer) ? answer : [answer];
    const rows = (results.at(-2)?.rows ?? []) as { source: string; tx_id: string; position: string }[];
    const checkpointIn = (source: string): Checkpoint => {
      const row = rows.find((r) => r.source === source);
      return row ? { txId: row.tx_id, position: row.position } : LOG_START;
    };
    const floor = checkpointIn(FLOOR_SOURCE);
    const fresh: StoredEvent[][] = [];
    const reached = new Map<string, Checkpoint>();
    for (const { source, events } of batches) {
      const newer = newerThan(reached.get(source) ?? laterOf(checkpointIn(source), floor), events);
      const last = newer.at(-1);
      if (last) reached.set(source, checkpointOf(last));
      fresh.push(newer);
    }
    if (reached.size === 0) {
      await client.query(ownTransaction ? 'COMMIT' : 'RELEASE SAVEPOINT batch');
      return fresh;
    }
    await this.applyOrDeadLetter(
      client,
      fresh.flat().filter((e) => this.handles(e.type)),
    );
    const finish = [
      'RELEASE SAVEPOINT batch',
      ...[...reached].map(
        ([source, next]) =>
          `UPDATE projection_checkpoints SET tx_id = ${lit(next.txId)}::xid8, position = ${lit(next.position)}::bigint
            WHERE source = ${lit(source)}`,
      ),
      ...(ownTransaction ? ['COMMIT'] : []),
    ];
    await client.query(finish.join(';\n'));
    return fresh;
  }

  /** Runs inside the savepoint `batch` that `run` opened. */
  private async applyOrDeadLetter(client: PoolClient, events: StoredEvent[]): Promise<void> {
    if (events.length === 0) return;
    try {
      await this.projection.apply(events, client);
      return;
    } catch (err) {
      if (isTransient(err)) throw err;
      await client.query('ROLLBACK TO SAVEPOINT batch');
    }
    // Something in the batch is bad: find it event by event, each behind its own savepoint.
    for (const event of events) await this.applyOne(client, event);
  }

  private async applyOne(client: PoolClient, event: StoredEvent): Promise<void> {
    const applyBehindSavepoint = async () => {
      await client.query('SAVEPOINT one');
      try {
        await this.projection.apply([event], client);
        await client.query('RELEASE SAVEPOINT one');
      } catch (err) {
        if (!isTransient(err)) await client.query('ROLLBACK TO SAVEPOINT one');
        throw err;
      }
    };
    try {
      await retry(applyBehindSavepoint, {
        ...EVENT_RETRIES_IN_TRANSACTION,
        shouldRetry: (err) => !isTransient(err),
      });
    } catch (err) {
      if (isTransient(err)) throw err;
      await this.opts.deadLetters.send(this.projection.name, event, describe(err));
      this.metrics.deadLettered(this.projection.name);
    }
  }

  private useSchema(client: PoolClient) {
    return client.query(`SET LOCAL search_path TO ${quoteIdent(this.schema)}, public`);
  }
}

interface SourceBatch {
  source: string;
  events: StoredEvent[];
}

interface WaitingBatch extends SourceBatch {
  resolve(applied: number): void;
  reject(err: unknown): void;
}

/** Drops what is at or before the checkpoint, and repeats inside the batch (a relay re-send). */
export function newerThan(done: Checkpoint, events: StoredEvent[]): StoredEvent[] {
  let at = done;
  const fresh: StoredEvent[] = [];
  for (const e of events) {
    const c = checkpointOf(e);
    if (!isAfter(c, at)) continue;
    fresh.push(e);
    at = c;
  }
  return fresh;
}

/** The statement that holds a read model's batches apart: `schema` is an escaped literal. */
export const batchLock = (schema: string) => `SELECT pg_advisory_xact_lock(hashtextextended(${schema}, 2))`;

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
