import type { Pool } from '../db/pool.ts';
import { type Checkpoint, checkpointKey, isAfter, LOG_START } from '../event-store/checkpoint.ts';
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

interface HeadEvent {
  /** Its place in the log as a `checkpointKey`: compared as strings, thousands a scrape. */
  key: string;
  atMs: number;
}

/** A context's newest events by the source they reach runners by (null: none yet), newest first. */
type ContextHead = Map<string | null, HeadEvent[]>;

/**
 * The lag of each runner, from the log's head and the runner's checkpoints: an event is applied
 * when the checkpoint of the source it reaches the runner by is at or past it. Read from the
 * database, so any process (a gateway too) shows the lag of runners that stopped altogether.
 * The head is grouped by source once, so a runner caught up costs a comparison per source, not
 * one per event: a scrape compared thousands per runner, an await each, ~70 ms of a scraping
 * process's CPU (docs/bench/reactions.md samples /metrics 4 times a second).
 */
export async function runnerLags(from: LagSource, now = Date.now()): Promise<Map<string, RunnerLag>> {
  const contexts = [...new Set(from.runners.flatMap((r) => r.projection.contexts))];
  const heads = new Map<string, ContextHead>();
  for (const [context, events] of await Promise.all(
    contexts.map(async (c) => [c, await headOf(from.pool, c)] as const),
  )) {
    heads.set(context, await bySource(events, from.sourceOf));
  }
  const lags = new Map<string, RunnerLag>();
  for (const runner of from.runners) {
    const ofRunner = runner.projection.contexts.map((c) => heads.get(c) ?? new Map());
    const sources = [...new Set(ofRunner.flatMap((head) => [...head.keys()]))].filter((s) => s !== null);
    // A read model not built yet (its schema not there) has applied nothing.
    const checkpoints = await Promise.all(sources.map((s) => runner.checkpoint(s).catch(() => LOG_START)));
    const appliedUpTo = new Map(sources.map((s, i) => [s, checkpointKey(checkpoints[i] ?? LOG_START)]));
    const lag: RunnerLag = { events: 0, seconds: 0 };
    let oldestMs = now;
    for (const [i, context] of runner.projection.contexts.entries()) {
      let behind = 0;
      for (const [source, events] of ofRunner[i] ?? []) {
        const applied = source === null ? undefined : appliedUpTo.get(source);
        for (const event of events) {
          if (applied !== undefined && event.key <= applied) break;
          behind += 1;
          oldestMs = Math.min(oldestMs, event.atMs);
        }
      }
      if (behind === WINDOW) {
        // All of the window is behind: the oldest waiting event is further back, after the
        // earliest of the runner's checkpoints.
        const earliest = checkpoints.reduce<Checkpoint | undefined>(
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

/**
 * Events grouped by source, in their order. One stream after another: the first of a topic asks
 * the broker its partition count, the rest know it. A topic not there yet (nothing relayed) or a
 * broker away: no source has the event.
 */
async function bySource(
  events: readonly (HeadEvent & { streamId: string })[],
  sourceOf: (streamId: string) => Promise<string>,
): Promise<ContextHead> {
  const known = new Map<string, string | null>();
  const grouped: ContextHead = new Map();
  for (const { streamId, key, atMs } of events) {
    if (!known.has(streamId)) known.set(streamId, await sourceOf(streamId).catch(() => null));
    const source = known.get(streamId) ?? null;
    const group = grouped.get(source) ?? [];
    group.push({ key, atMs });
    grouped.set(source, group);
  }
  return grouped;
}

const COMMITTED = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const OF_CONTEXT = `left(stream_id, length($1) + 1) = $1 || '/'`;

/** The newest committed events of a context, newest first. */
async function headOf(pool: Pool, context: string): Promise<(HeadEvent & { streamId: string })[]> {
  const { rows } = await pool.query<{ streamId: string; txId: string; position: string; atMs: number }>(
    `SELECT stream_id AS "streamId", transaction_id::text AS "txId", position::text AS position,
            (extract(epoch FROM occurred_at) * 1000)::float8 AS "atMs"
       FROM events WHERE ${OF_CONTEXT} AND ${COMMITTED}
      ORDER BY events.transaction_id DESC, events.position DESC LIMIT ${WINDOW}`,
    [context],
  );
  return rows.map((r) => ({ streamId: r.streamId, key: checkpointKey(r), atMs: r.atMs }));
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
