import { literalStatement } from '../db/literal-statement.ts';
import type { Pool, QueryResult } from '../db/pool.ts';
import { type Checkpoint, LOG_START, laterOf } from '../event-store/checkpoint.ts';
import { FLOOR_SOURCE } from '../projections/projection.ts';
import { PassedCheckpoints } from './passed-checkpoints.ts';

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
      this.passes.of(source),
    );
  }

  /**
   * Where to plan a batch from: where this process's own batches of `source` took the runner
   * (or passed it), with no round trip; `of` until it has applied one. Never ahead of the row, so
   * nothing is skipped; behind it only after another process took the source over (a rebalance),
   * and then the batch's transaction drops what that process applied, by the row it locks.
   */
  toPlanFrom(source: string): Promise<Checkpoint> {
    const applied = this.appliedHere.get(source);
    return applied ? Promise.resolve(laterOf(applied, this.passes.of(source))) : this.of(source);
  }

  /** A batch of this process moved the runner to `to` in `source` (committed). */
  applied(source: string, to: Checkpoint): void {
    this.appliedHere.set(source, laterOf(this.appliedHere.get(source) ?? LOG_START, to));
  }

  private readonly appliedHere = new Map<string, Checkpoint>();

  /**
   * The statement that locks the checkpoint's row until the transaction ends (made at the log's
   * start if new), for the BEGIN's round trip: a second process of the runner waits there, then
   * finds what the first applied. `lockedIn` reads its answer.
   */
  lockStatement(source: string): string {
    return literalStatement(
      `WITH locked AS (
         INSERT INTO runner_checkpoints AS c (runner, source, tx_id, position) VALUES ($1, $2, '0', 0)
         ON CONFLICT (runner, source) DO UPDATE SET tx_id = c.tx_id
         RETURNING tx_id, position)
       SELECT tx_id::text AS tx_id, position::text AS position FROM locked
       UNION ALL
       SELECT tx_id::text, position::text FROM runner_checkpoints WHERE runner = $1 AND source = $3`,
      [this.runner, source, FLOOR_SOURCE],
    );
  }

  /** The checkpoint `lockStatement` locked (the floor counts). */
  lockedIn(answer: Pick<QueryResult, 'rows'> | undefined): Checkpoint {
    const rows = (answer?.rows ?? []) as { tx_id: string; position: string }[];
    return rows.reduce<Checkpoint>(
      (acc, r) => laterOf(acc, { txId: r.tx_id, position: r.position }),
      LOG_START,
    );
  }

  /** Moves the checkpoint to `to` unless it is there or beyond already: for the COMMIT's round trip. */
  claimStatement(source: string, to: Checkpoint): string {
    return literalStatement(CLAIM, this.claimParams(source, to));
  }

  /** Passes over events it has nothing to do for, written a moment later. */
  readonly passes = new PassedCheckpoints(async (passes) =>
    this.pool.query(
      `INSERT INTO runner_checkpoints AS c (runner, source, tx_id, position)
       SELECT $1, s, t::xid8, p FROM unnest($2::text[], $3::text[], $4::bigint[]) AS x(s, t, p)
       ${FORWARD_ONLY}`,
      [
        this.runner,
        passes.map(([source]) => source),
        passes.map(([, to]) => to.txId),
        passes.map(([, to]) => to.position),
      ],
    ),
  );

  /** CLAIM's parameters, $1 to $4. */
  claimParams(source: string, to: Checkpoint): string[] {
    return [this.runner, source, to.txId, to.position];
  }
}
