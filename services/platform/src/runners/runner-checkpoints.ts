import type { Pool, PoolClient } from '../db/pool.ts';
import { type Checkpoint, LOG_START, laterOf } from '../event-store/checkpoint.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { sleep } from '../projections/apply-policy.ts';
import { FLOOR_SOURCE } from '../projections/projection.ts';

/** How often a runner's passes over events it has nothing to do for are written, at most. */
const PASS_WRITE_MS = 100;

// An insert into runner_checkpoints (as `c`) that moves an existing row forward only.
const FORWARD_ONLY = `ON CONFLICT (runner, source) DO UPDATE SET tx_id = excluded.tx_id, position = excluded.position
    WHERE (c.tx_id, c.position) < (excluded.tx_id, excluded.position)`;

/** Moves a runner's checkpoint forward only ($1 runner, $2 source, $3 transaction id, $4 position). */
export const CLAIM = `INSERT INTO runner_checkpoints AS c (runner, source, tx_id, position) VALUES ($1, $2, $3::xid8, $4)
  ${FORWARD_ONLY}`;

/**
 * Where a workflow or an effect has got to in each source: one row per (runner, source) of the
 * platform's `runner_checkpoints` table (migration 005).
 */
export class RunnerCheckpoints {
  constructor(
    private readonly pool: Pool,
    private readonly runner: string,
  ) {}

  /** Where the runner is: its row, or further when this process has passed events it has yet to write. */
  async of(source: string): Promise<Checkpoint> {
    const { rows } = await this.pool.query<{ tx_id: string; position: string }>(
      `SELECT tx_id::text AS tx_id, position FROM runner_checkpoints WHERE runner = $1 AND source = ANY($2)`,
      [this.runner, [source, FLOOR_SOURCE]],
    );
    return rows.reduce<Checkpoint>(
      (acc, r) => laterOf(acc, { txId: r.tx_id, position: r.position }),
      this.passed.get(source) ?? LOG_START,
    );
  }

  /**
   * The checkpoint, its row locked until the transaction ends (made at the log's start if new):
   * a second process of the runner waits here, then finds what the first applied.
   */
  async lock(client: Pick<PoolClient, 'query'>, source: string): Promise<Checkpoint> {
    const { rows } = await client.query<{ tx_id: string; position: string }>(
      `WITH locked AS (
         INSERT INTO runner_checkpoints AS c (runner, source, tx_id, position) VALUES ($1, $2, '0', 0)
         ON CONFLICT (runner, source) DO UPDATE SET tx_id = c.tx_id
         RETURNING tx_id, position)
       SELECT tx_id::text AS tx_id, position::text AS position FROM locked
       UNION ALL
       SELECT tx_id::text, position::text FROM runner_checkpoints WHERE runner = $1 AND source = $3`,
      [this.runner, source, FLOOR_SOURCE],
    );
    return rows.reduce<Checkpoint>(
      (acc, r) => laterOf(acc, { txId: r.tx_id, position: r.position }),
      LOG_START,
    );
  }

  /**
   * Passes a batch holding nothing the runner handles (most batches of a busy topic, for most
   * runners; every read of a store source that has caught up, which is empty): no transaction
   * at all. Answers whether it did.
   */
  passIfNoneHandled(
    source: string,
    events: readonly StoredEvent[],
    handles: (type: string) => boolean,
  ): boolean {
    const last = events.at(-1);
    if (!last) return true;
    if (events.some((event) => handles(event.type))) return false;
    void this.pass(source, checkpointOf(last));
    return true;
  }

  /**
   * Moves the checkpoint past events the runner has nothing to do for. On a busy topic that is
   * most batches of most runners (a statement each was the largest part of the reaction path's
   * queries), so it is written at most every PASS_WRITE_MS per source, the latest only, forward
   * only (a process that got further meanwhile keeps its checkpoint). Until then `of` answers it
   * in this process; other processes see it that much later. Lost in a crash, it only means the
   * same events are passed again: a source records them as delivered only after `flush`.
   */
  pass(source: string, to: Checkpoint): Promise<void> {
    this.passed.set(source, laterOf(this.passed.get(source) ?? LOG_START, to));
    this.unwritten.add(source);
    this.writeSoon();
    return Promise.resolve();
  }

  /**
   * Writes every pass made so far now, and waits for a write already under way: a source calls it
   * before it records elsewhere that those events were handled (Kafka's committed offsets), so
   * that a crash between the two cannot leave this checkpoint behind events no one will deliver
   * again (the lag would show them waiting for ever).
   */
  async flush(): Promise<void> {
    await Promise.all([...this.inFlight, this.writePassed()]);
  }

  private readonly passed = new Map<string, Checkpoint>();
  private readonly unwritten = new Set<string>();
  private writing: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  private writeSoon(): void {
    this.writing ??= sleep(PASS_WRITE_MS).then(async () => {
      await this.writePassed();
      this.writing = undefined;
      // Passed while this was written: their turn comes after the same pause.
      if (this.unwritten.size > 0) this.writeSoon();
    });
  }

  private async writePassed(): Promise<void> {
    const sources = [...this.unwritten];
    this.unwritten.clear();
    if (sources.length === 0) return;
    const to = sources.map((source) => this.passed.get(source) ?? LOG_START);
    // A failed write is retried with the next pass, or not at all: nothing is lost but time.
    const write = this.pool
      .query(
        `INSERT INTO runner_checkpoints AS c (runner, source, tx_id, position)
         SELECT $1, s, t::xid8, p FROM unnest($2::text[], $3::text[], $4::bigint[]) AS x(s, t, p)
         ${FORWARD_ONLY}`,
        [this.runner, sources, to.map((c) => c.txId), to.map((c) => c.position)],
      )
      .catch(() => undefined);
    this.inFlight.add(write);
    await write;
    this.inFlight.delete(write);
  }

  /**
   * Moves the checkpoint to `to` unless it is there or beyond already; true when it moved. Inside
   * a transaction it holds the row lock, so two runs of the same event are one after the other
   * and only the first claims it.
   */
  async claim(client: Pick<PoolClient, 'query'>, source: string, to: Checkpoint): Promise<boolean> {
    const { rowCount } = await client.query(CLAIM, this.claimParams(source, to));
    return rowCount === 1;
  }

  /** `claim`'s parameters, $1 to $4 of CLAIM. */
  claimParams(source: string, to: Checkpoint): string[] {
    return [this.runner, source, to.txId, to.position];
  }
}
