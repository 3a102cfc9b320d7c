import { ZodError } from 'zod';
import type { Pool } from '../db/pool.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { Checkpoint } from '../event-store/checkpoint.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Logger } from '../observability/logger.ts';
import { describe } from '../projections/apply-policy.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { newerThan } from '../projections/pg-projector.ts';
import { noMetrics, type ProjectorMetrics } from '../projections/projector-metrics.ts';
import { CLAIM, RunnerCheckpoints } from '../runners/runner-checkpoints.ts';
import { type Effect, PermanentEffectFailure } from './effect.ts';

export interface EffectRunnerOptions {
  deadLetters: DeadLetterSink;
  logger: Pick<Logger, 'warn'>;
  metrics?: ProjectorMetrics;
}

type Outcome = 'performed' | 'dead-lettered';

const isPermanent = (err: unknown) =>
  err instanceof PermanentEffectFailure || err instanceof DomainError || err instanceof ZodError;

/** Records outcomes, given the parameter numbers of the effect's name, the event ids and the outcomes. */
const recordDone = (effect: number, ids: number, outcomes: number) =>
  `INSERT INTO effects_done (effect, event_id, outcome)
   SELECT $${effect}, unnest($${ids}::uuid[]), unnest($${outcomes}::text[]) ON CONFLICT DO NOTHING`;

/**
 * Runs an effect behind a source (the event store, or Kafka) the way a projector runs. A batch's
 * events it handles are looked up in `effects_done` at once (by effect and event id, so a second
 * source or process finds them), performed outside any transaction (a slow mail server holds no
 * lock and no snapshot), in order or `concurrency` at a time, then recorded done together with the
 * checkpoint in one statement. A transient failure throws once what went through is recorded:
 * the source retries the batch from the checkpoint, so later events wait rather than overtake it.
 */
export class EffectRunner {
  readonly projection: Pick<Effect, 'name' | 'contexts'>;
  private readonly handles: (type: string) => boolean;
  private readonly metrics: ProjectorMetrics;
  private readonly checkpoints: RunnerCheckpoints;
  private readonly concurrency: number;

  constructor(
    private readonly pool: Pool,
    readonly effect: Effect,
    private readonly opts: EffectRunnerOptions,
  ) {
    this.projection = effect;
    const types = new Set(effect.handles);
    this.handles = (type) => types.has(type);
    this.metrics = opts.metrics ?? noMetrics;
    this.checkpoints = new RunnerCheckpoints(pool, effect.name);
    this.concurrency = effect.concurrency ?? 1;
  }

  /** Its tables are the platform's own (migrations). */
  async setup(): Promise<void> {}

  checkpoint(source: string): Promise<Checkpoint> {
    return this.checkpoints.of(source);
  }

  settle(): Promise<void> {
    return this.checkpoints.passes.flush();
  }

  async applyBatch(source: string, events: StoredEvent[]): Promise<number> {
    if (this.checkpoints.passes.passIfNoneHandled(source, events, this.handles)) return 0;
    const fresh = newerThan(await this.checkpoints.toPlanFrom(source), events);
    const handled = fresh.filter((event) => this.handles(event.type));
    const done = await this.doneAmong(handled);
    const todo = handled.filter((event) => !done.has(event.eventId));
    const indexOf = new Map(fresh.map((event, i) => [event, i]));
    const before = (event: StoredEvent) => fresh[(indexOf.get(event) ?? 0) - 1];
    const performed: StoredEvent[] = [];
    // A window at a time (what the effect may do at once; its order within a window not kept),
    // each recorded before the next starts: a crash repeats at most one window. With nothing to
    // do, one empty window still moves the checkpoint past the batch.
    for (let i = 0; i === 0 || i < todo.length; i += this.concurrency) {
      const window = todo.slice(i, i + this.concurrency);
      const outcomes = new Map<StoredEvent, Outcome>();
      let failed: { event: StoredEvent; err: unknown } | undefined;
      const settled = await Promise.allSettled(window.map((event) => this.performOnce(event)));
      settled.forEach((result, j) => {
        const event = window[j] as StoredEvent;
        if (result.status === 'fulfilled') outcomes.set(event, result.value);
        else failed ??= { event, err: result.reason };
      });
      const next = todo[i + this.concurrency];
      // Done up to the first that failed (retried from there, in order), or to the next window.
      const upTo = failed ? before(failed.event) : next ? before(next) : fresh.at(-1);
      await this.record(source, outcomes, upTo);
      for (const [event, outcome] of outcomes) if (outcome === 'performed') performed.push(event);
      if (failed) {
        this.metrics.applied(this.effect.name, performed);
        throw failed.err;
      }
    }
    const last = fresh.at(-1);
    if (last) this.checkpoints.applied(source, checkpointOf(last));
    this.metrics.applied(this.effect.name, performed);
    return performed.length;
  }

  /** The events among these already done, by any process: one look-up for the batch. */
  private async doneAmong(events: StoredEvent[]): Promise<Set<string>> {
    if (events.length === 0) return new Set();
    const { rows } = await this.pool.query<{ event_id: string }>(
      'SELECT event_id::text FROM effects_done WHERE effect = $1 AND event_id = ANY($2::uuid[])',
      [this.effect.name, events.map((e) => e.eventId)],
    );
    return new Set(rows.map((r) => r.event_id));
  }

  private async performOnce(event: StoredEvent): Promise<Outcome> {
    try {
      await this.effect.perform(event);
      return 'performed';
    } catch (err) {
      if (!isPermanent(err)) throw err;
      this.opts.logger.warn(
        { effect: this.effect.name, eventId: event.eventId, type: event.type, err },
        'effect refused for good; dead-lettered',
      );
      await this.opts.deadLetters.send(this.effect.name, event, describe(err));
      this.metrics.deadLettered(this.effect.name);
      return 'dead-lettered';
    }
  }

  /**
   * What was done and the checkpoint, in one statement per window (so atomic). An event performed
   * after one that failed is recorded too: the retry finds it done and does not repeat it.
   */
  private async record(source: string, outcomes: Map<StoredEvent, Outcome>, upTo: StoredEvent | undefined) {
    const done = [...outcomes];
    const ids = done.map(([event]) => event.eventId);
    const kinds = done.map(([, outcome]) => outcome);
    if (!upTo) {
      if (done.length > 0) await this.pool.query(recordDone(1, 2, 3), [this.effect.name, ids, kinds]);
      return;
    }
    const to = checkpointOf(upTo);
    if (done.length === 0) return this.checkpoints.passes.pass(source, to);
    // $1 is the checkpoint's runner: the effect's name.
    await this.pool.query(`WITH done AS (${recordDone(1, 5, 6)}) ${CLAIM}`, [
      ...this.checkpoints.claimParams(source, to),
      ids,
      kinds,
    ]);
  }
}
