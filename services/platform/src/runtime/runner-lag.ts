import type { Pool } from '../db/pool.ts';
import { type Checkpoint, isAfter, LOG_START } from '../event-store/checkpoint.ts';
import { measuredGauges } from '../observability/measured-gauges.ts';
import type { Runner } from '../runners/runner.ts';

/** How far a runner is behind the log's head. */
export interface RunnerLag {
  /** Committed events of its contexts it has not applied (at least this many past WINDOW). */
  events: number;
  /** How long the oldest of them has waited (0 when there is none): rises by a second a second while it is stuck. */
  seconds: number;
}

export interface LagSource {
  pool: Pool;
  runners: readonly Runner[];
  /** The source (a Kafka partition, or `store`) a stream's events reach runners by. */
  sourceOf(streamId: string): Promise<string>;
}

/** The newest events of a context looked at per scrape; past it the count says "at least". */
const WINDOW = 1000;

interface HeadEvent extends Checkpoint {
  streamId: string;
  atMs: number;
}

/**
 * The lag of each runner, from the log's head and the runner's checkpoints: an event is applied
 * when the checkpoint of the source it reaches the runner by is at or past it. Read from the
 * database, so any process (a gateway too) shows the lag of runners that stopped altogether.
 */
export async function runnerLags(from: LagSource, now = Date.now()): Promise<Map<string, RunnerLag>> {
  const contexts = [...new Set(from.runners.flatMap((r) => r.projection.contexts))];
  const heads = new Map(
    await Promise.all(contexts.map(async (c) => [c, await headOf(from.pool, c)] as const)),
  );
  // A topic not there yet (nothing relayed) or a broker away: no source has the event.
  const sourceOf = memo((streamId: string) => from.sourceOf(streamId).catch(() => null));
  const lags = new Map<string, RunnerLag>();
  for (const runner of from.runners) {
    const checkpoints = new Map<string, Promise<Checkpoint>>();
    // A read model not built yet (its schema not there) has applied nothing.
    const checkpointOf = memo(
      (source: string) => runner.checkpoint(source).catch(() => LOG_START),
      checkpoints,
    );
    const lag: RunnerLag = { events: 0, seconds: 0 };
    let oldestMs = now;
    for (const context of runner.projection.contexts) {
      const head = heads.get(context) ?? [];
      let behind = 0;
      for (const event of head) {
        const source = await sourceOf(event.streamId);
        if (source !== null && !isAfter(event, await checkpointOf(source))) continue;
        behind += 1;
        oldestMs = Math.min(oldestMs, event.atMs);
      }
      if (behind === WINDOW) {
        // All of the window is behind: the oldest waiting event is further back, after the
        // earliest of the runner's checkpoints.
        const earliest = (await Promise.all([...checkpoints.values()])).reduce<Checkpoint | undefined>(
          (acc, c) => (acc === undefined || isAfter(acc, c) ? c : acc),
          undefined,
        );
        oldestMs = Math.min(oldestMs, await firstAfter(from.pool, context, earliest ?? LOG_START));
      }
      lag.events += behind;
    }
    lag.seconds = Math.max(0, (now - oldestMs) / 1000);
    lags.set(runner.projection.name, lag);
  }
  return lags;
}

/** `f` asked once per key (within one computation of the lags). */
function memo<T>(f: (key: string) => T, known = new Map<string, T>()): (key: string) => T {
  return (key) => {
    if (!known.has(key)) known.set(key, f(key));
    return known.get(key) as T;
  };
}

const COMMITTED = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const OF_CONTEXT = `left(stream_id, length($1) + 1) = $1 || '/'`;

/** The newest committed events of a context, newest first. */
async function headOf(pool: Pool, context: string): Promise<HeadEvent[]> {
  const { rows } = await pool.query<{ streamId: string; txId: string; position: string; atMs: number }>(
    `SELECT stream_id AS "streamId", transaction_id::text AS "txId", position::text AS position,
            (extract(epoch FROM occurred_at) * 1000)::float8 AS "atMs"
       FROM events WHERE ${OF_CONTEXT} AND ${COMMITTED}
      ORDER BY events.transaction_id DESC, events.position DESC LIMIT ${WINDOW}`,
    [context],
  );
  return rows;
}

/** When the first event of a context after `after` happened (now when there is none). */
async function firstAfter(pool: Pool, context: string, after: Checkpoint): Promise<number> {
  const { rows } = await pool.query<{ atMs: number }>(
    `SELECT (extract(epoch FROM occurred_at) * 1000)::float8 AS "atMs" FROM events
      WHERE ${OF_CONTEXT} AND (transaction_id, position) > ($2::text::xid8, $3::bigint)
      ORDER BY events.transaction_id, events.position LIMIT 1`,
    [context, after.txId, after.position],
  );
  return rows[0]?.atMs ?? Date.now();
}

/** Shows the lag of `source`'s runners on /metrics until the returned function is called. */
export const exposeRunnerLag = measuredGauges<LagSource, RunnerLag>({
  labelName: 'projection',
  async measure(sources) {
    const all = await Promise.all(
      sources.map((source) => runnerLags(source).catch(() => new Map<string, RunnerLag>())),
    );
    return new Map(all.flatMap((each) => [...each]));
  },
  gauges: [
    {
      name: 'wine_projection_lag_seconds',
      help: 'How long the oldest committed event a runner has not applied has waited (0: caught up); rises while it is stuck',
      value: (lag) => lag.seconds,
    },
    {
      name: 'wine_projection_lag_events',
      help: `Committed events of its contexts a runner has not applied (counted among the newest ${WINDOW} per context)`,
      value: (lag) => lag.events,
    },
  ],
});
