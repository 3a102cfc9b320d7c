import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Pool } from '../db/pool.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { Checkpoint } from '../event-store/checkpoint.ts';
import type { EventStore, StoreTransaction } from '../event-store/event-store.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Logger } from '../observability/logger.ts';
import { describe, isTransient } from '../projections/apply-policy.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { newerThan } from '../projections/pg-projector.ts';
import { noMetrics, type ProjectorMetrics } from '../projections/projector-metrics.ts';
import type { Reactor } from './reaction.ts';
import { RunnerCheckpoints } from './runner-checkpoints.ts';

export interface ReactorRunnerOptions {
  store: EventStore;
  deadLetters: DeadLetterSink;
  logger: Pick<Logger, 'warn'>;
  metrics?: ProjectorMetrics;
}

/** Where a reaction's consequence is: what it appended (this transaction), or the head it found. */
interface Output {
  streamId: string;
  position: string;
  /** The head's transaction; null for what this transaction appends. */
  txId: string | null;
}

/**
 * Runs a reactor behind a source (the event store, or Kafka) the way a projector runs: each
 * event it handles is one transaction that locks the streams its commands touch (before any
 * write, so their versions keep their commit order), checks and moves the reactor's checkpoint,
 * and appends what the commands decided, caused by the event and in its correlation. A command
 * the domain refuses, or an event that cannot be read, goes to the dead letters; the rest goes on.
 */
export class ReactorRunner {
  readonly projection: Pick<Reactor, 'name' | 'contexts'>;
  private readonly handles: (type: string) => boolean;
  private readonly metrics: ProjectorMetrics;
  private readonly checkpoints: RunnerCheckpoints;

  constructor(
    pool: Pool,
    readonly reactor: Reactor,
    private readonly opts: ReactorRunnerOptions,
  ) {
    this.projection = reactor;
    const types = new Set(reactor.handles);
    this.handles = (type) => types.has(type);
    this.metrics = opts.metrics ?? noMetrics;
    this.checkpoints = new RunnerCheckpoints(pool, reactor.name);
  }

  /** Its tables are the platform's own (migrations). */
  async setup(): Promise<void> {}

  checkpoint(source: string): Promise<Checkpoint> {
    return this.checkpoints.of(source);
  }

  async applyBatch(source: string, events: StoredEvent[]): Promise<number> {
    const fresh = newerThan(await this.checkpoint(source), events);
    const applied: StoredEvent[] = [];
    for (const event of fresh) {
      if (await this.reactTo(source, event)) applied.push(event);
    }
    const last = fresh.at(-1);
    // Events it does not handle only move the checkpoint, once per batch.
    if (last) await this.store((tx) => this.checkpoints.claim(tx.client, source, checkpointOf(last)), []);
    this.metrics.applied(this.reactor.name, applied);
    return applied.length;
  }

  /** True when the event was new to the reactor and its commands were run. */
  private async reactTo(source: string, event: StoredEvent): Promise<boolean> {
    if (!this.handles(event.type)) return false;
    let reactions: ReturnType<Reactor['react']>;
    try {
      reactions = this.reactor.react(event);
    } catch (err) {
      if (isTransient(err)) throw err;
      await this.deadLetter(source, event, err);
      return false;
    }
    const metadata: EventMetadata = {
      correlationId: event.metadata.correlationId,
      causationId: event.eventId,
      userId: event.metadata.userId,
      region: event.metadata.region,
    };
    try {
      return await this.store(
        async (tx) => {
          if (!(await this.checkpoints.claim(tx.client, source, checkpointOf(event)))) return false;
          let last: Output | null = null;
          // A reaction that finds its work done (the membership already changed) points a
          // waiting reader at the stream's head: what it would have appended is already there.
          let head: Output | null = null;
          for (const reaction of reactions) {
            const { version, events: history } = await tx.readStream(reaction.streamId);
            const decided = reaction.decide(history);
            const end = history.at(-1);
            if (decided.length === 0) {
              if (end)
                head = { streamId: reaction.streamId, position: end.position, txId: end.transactionId };
              continue;
            }
            const appended = await tx.append(reaction.streamId, version, decided, metadata);
            last = { streamId: reaction.streamId, position: appended.lastPosition, txId: null };
          }
          const output = last ?? head;
          if (output) await this.recordOutput(tx, event, output);
          return true;
        },
        reactions.map((r) => r.streamId),
      );
    } catch (err) {
      if (isTransient(err)) throw err;
      await this.deadLetter(source, event, err);
      return false;
    }
  }

  /** Where the event's consequences are, for reads that wait for them (ReadModelProgress). */
  private async recordOutput(tx: StoreTransaction, cause: StoredEvent, output: Output): Promise<void> {
    await tx.client.query(
      `INSERT INTO reaction_outputs (runner, cause_event_id, stream_id, tx_id, position)
       VALUES ($1, $2, $3, coalesce($5::xid8, pg_current_xact_id()), $4) ON CONFLICT DO NOTHING`,
      [this.reactor.name, cause.eventId, output.streamId, output.position, output.txId],
    );
  }

  private store<T>(work: (tx: StoreTransaction) => Promise<T>, streamIds: string[]): Promise<T> {
    return this.opts.store.transact(streamIds, work);
  }

  /** The event is passed over for good: recorded with the reason, and the checkpoint moves on. */
  private async deadLetter(source: string, event: StoredEvent, err: unknown): Promise<void> {
    const refused = err instanceof DomainError;
    this.opts.logger.warn(
      { reactor: this.reactor.name, eventId: event.eventId, type: event.type, err },
      refused ? 'reaction refused by the domain' : 'reaction failed',
    );
    await this.opts.deadLetters.send(this.reactor.name, event, describe(err));
    this.metrics.deadLettered(this.reactor.name);
    await this.store((tx) => this.checkpoints.claim(tx.client, source, checkpointOf(event)), []);
  }
}
