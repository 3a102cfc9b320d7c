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
import { RunnerCheckpoints } from '../reactions/runner-checkpoints.ts';
import { type Effect, PermanentEffectFailure } from './effect.ts';

export interface EffectRunnerOptions {
  deadLetters: DeadLetterSink;
  logger: Pick<Logger, 'warn'>;
  metrics?: ProjectorMetrics;
}

const isPermanent = (err: unknown) =>
  err instanceof PermanentEffectFailure || err instanceof DomainError || err instanceof ZodError;

/**
 * Runs an effect behind a source (the event store, or Kafka) the way a projector runs. Each
 * event it handles is looked up in `effects_done` (by effect and event id, so a second source or
 * process finds it), performed outside any transaction (a slow mail server holds no lock and no
 * snapshot), then recorded done together with the checkpoint. A transient failure throws: the
 * source retries the batch from the checkpoint, so later events wait rather than overtake it.
 */
export class EffectRunner {
  readonly projection: Pick<Effect, 'name' | 'contexts'>;
  private readonly handles: (type: string) => boolean;
  private readonly metrics: ProjectorMetrics;
  private readonly checkpoints: RunnerCheckpoints;

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
  }

  /** Its tables are the platform's own (migrations). */
  async setup(): Promise<void> {}

  checkpoint(source: string): Promise<Checkpoint> {
    return this.checkpoints.of(source);
  }

  async applyBatch(source: string, events: StoredEvent[]): Promise<number> {
    const fresh = newerThan(await this.checkpoint(source), events);
    const performed: StoredEvent[] = [];
    for (const event of fresh) {
      if (!this.handles(event.type)) continue;
      const outcome = await this.performOnce(event);
      if (outcome === 'performed') performed.push(event);
      await this.record(source, event, outcome);
    }
    const last = fresh.at(-1);
    // Events it does not handle only move the checkpoint, once per batch.
    if (last) await this.checkpoints.claim(this.pool, source, checkpointOf(last));
    this.metrics.applied(this.effect.name, performed);
    return performed.length;
  }

  private async performOnce(event: StoredEvent): Promise<'performed' | 'dead-lettered' | 'already done'> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM effects_done WHERE effect = $1 AND event_id = $2',
      [this.effect.name, event.eventId],
    );
    if (rowCount) return 'already done';
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

  private async record(source: string, event: StoredEvent, outcome: string): Promise<void> {
    if (outcome === 'already done') return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO effects_done (effect, event_id, outcome) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [this.effect.name, event.eventId, outcome],
      );
      await this.checkpoints.claim(client, source, checkpointOf(event));
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
}
