import { type Checkpoint, checkpointKey, isAfter, LOG_START } from '../event-store/checkpoint.ts';
import { measuredGauges } from '../observability/measured-gauges.ts';
import type { Runner } from '../runners/runner.ts';
import { HEAD_WINDOW, type HeadEvent, type LogHead } from './log-head.ts';

/** How far a runner is behind the log's head. */
export interface RunnerLag {
  /** Committed events of its contexts it has not applied (at least this many past the head's window). */
  events: number;
  /** How long the oldest of them has waited (0 when there is none): rises by a second a second while it is stuck. */
  seconds: number;
}

export interface LagSource {
  runners: readonly Runner[];
  /** The log's newest events: kept between measurements, each reads only what is new. */
  head: LogHead;
}

/** A context's newest events by the source they reach runners by (null: none yet), newest first. */
type ContextHead = Map<string | null, HeadEvent[]>;

/**
 * The lag of each runner, from the log's head and the runner's checkpoints: an event is applied
 * when the checkpoint of the source it reaches the runner by is at or past it. Read from the
 * database, so any process (a gateway too) shows the lag of runners that stopped altogether.
 * The head is grouped by source once, so a runner caught up costs a comparison per source, not
 * one per event: a scrape compared thousands per runner, an await each, ~70 ms of a scraping
 * process's CPU (docs/bench/reactions.md samples /metrics 4 times a second). The head is kept
 * between measurements (LogHead), so each reads only what the log gained since.
 */
export async function runnerLags(from: LagSource, now = Date.now()): Promise<Map<string, RunnerLag>> {
  const contexts = [...new Set(from.runners.flatMap((r) => r.projection.contexts))];
  const heads = new Map<string, ContextHead>();
  for (const [context, events] of await from.head.of(contexts)) heads.set(context, bySource(events));
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
      if (behind === from.head.window) {
        // All of the window is behind: the oldest waiting event is further back, after the
        // earliest of the runner's checkpoints.
        const earliest = checkpoints.reduce<Checkpoint | undefined>(
          (acc, c) => (acc === undefined || isAfter(acc, c) ? c : acc),
          undefined,
        );
        oldestMs = Math.min(oldestMs, await from.head.firstAfter(context, earliest ?? LOG_START));
      }
      lag.events += behind;
    }
    lag.seconds = Math.max(0, (now - oldestMs) / 1000);
    lags.set(runner.projection.name, lag);
  }
  return lags;
}

/** Events grouped by source, in their order. */
function bySource(events: readonly HeadEvent[]): ContextHead {
  const grouped: ContextHead = new Map();
  for (const event of events) {
    const source = event.source ?? null;
    const group = grouped.get(source) ?? [];
    group.push(event);
    grouped.set(source, group);
  }
  return grouped;
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
      help: `Committed events of its contexts a runner has not applied (counted among the newest ${HEAD_WINDOW} per context)`,
      value: (lag) => lag.events,
    },
  ],
});
