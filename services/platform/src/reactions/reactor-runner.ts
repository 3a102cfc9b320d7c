import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import type { Pool } from '../db/pool.ts';
import { DomainError } from '../errors/domain-error.ts';
import { causedBy } from '../event-store/caused-by.ts';
import type { Checkpoint } from '../event-store/checkpoint.ts';
import type { EventStore, StoreTransaction, StreamAppend } from '../event-store/event-store.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Logger } from '../observability/logger.ts';
import { describe, isTransient } from '../projections/apply-policy.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { newerThan } from '../projections/pg-projector.ts';
import { noMetrics, type ProjectorMetrics } from '../projections/projector-metrics.ts';
import type { Reaction, Reactor } from './reaction.ts';
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
 * batch is one transaction that locks the streams its commands touch (before any write, so their
 * versions keep their commit order), checks and moves the reactor's checkpoint, and appends what
 * each event's commands decided, caused by that event and in its correlation. A command the
 * domain refuses, or an event that cannot be read, goes to the dead letters; the rest goes on.
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
    const last = events.at(-1);
    // Most batches of a busy topic hold nothing for a given reactor: one statement, not a transaction.
    if (last && !events.some((event) => this.handles(event.type))) {
      await this.checkpoints.pass(source, checkpointOf(last));
      return 0;
    }
    let pending = newerThan(await this.checkpoint(source), events);
    const applied: StoredEvent[] = [];
    while (pending.length > 0) {
      const { planned, refused } = this.plan(pending);
      try {
        const upTo = refused ? pending.indexOf(refused.event) : pending.length;
        applied.push(...(await this.applyAll(source, pending.slice(0, upTo), planned)));
        if (!refused) break;
        throw refused;
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        // What came before the refused event is applied on its own (again, when its command
        // was the one refused: that transaction was rolled back), the event is dead-lettered
        // with its checkpoint moved past it, and the rest of the batch goes on.
        const at = pending.indexOf(err.event);
        if (err !== refused) applied.push(...(await this.applyAll(source, pending.slice(0, at), planned)));
        await this.deadLetter(source, err.event, err.cause);
        pending = pending.slice(at + 1);
      }
    }
    this.metrics.applied(this.reactor.name, applied);
    return applied.length;
  }

  /**
   * Each handled event's commands, from the pure `react`, up to the first event it cannot act
   * on (`refused`).
   */
  private plan(events: readonly StoredEvent[]): { planned: Map<StoredEvent, Reaction[]>; refused?: Refused } {
    const planned = new Map<StoredEvent, Reaction[]>();
    for (const event of events) {
      if (!this.handles(event.type)) continue;
      try {
        planned.set(event, this.reactor.react(event));
      } catch (err) {
        if (isTransient(err)) throw err;
        return { planned, refused: new Refused(event, err) };
      }
    }
    return { planned };
  }

  /**
   * A batch in one transaction: the streams its commands touch locked up front (their versions
   * keep commit order), the checkpoint row locked and read again (a second process of the
   * reactor may have moved it), every stream read in one query, each event's commands decided
   * in order, what they decided appended in one statement, and the checkpoint moved past the
   * last event. A command the domain refuses aborts it with Refused. Answers the events whose
   * commands ran.
   */
  private async applyAll(
    source: string,
    events: readonly StoredEvent[],
    planned: ReadonlyMap<StoredEvent, Reaction[]>,
  ): Promise<StoredEvent[]> {
    const last = events.at(-1);
    if (!last) return [];
    const streamIds = [...new Set(events.flatMap((e) => (planned.get(e) ?? []).map((r) => r.streamId)))];
    return this.store(async (tx) => {
      const todo = newerThan(await this.checkpoints.lock(tx.client, source), [...events]);
      const streams = await tx.readStreams(streamIds);
      const appends = new PendingAppends(tx);
      // A stream decided on twice in a batch is decided again on what the batch appended to it.
      const stale = new Set<string>();
      const current = async (streamId: string) => {
        if (stale.has(streamId)) {
          if (appends.touches(streamId)) await appends.flush();
          streams.set(streamId, await tx.readStream(streamId));
          stale.delete(streamId);
        }
        return streams.get(streamId) ?? { version: 0, events: [] };
      };
      const applied: StoredEvent[] = [];
      const outputs: { cause: StoredEvent; output: Output }[] = [];
      for (const event of todo) {
        const reactions = planned.get(event);
        if (!reactions) continue;
        const metadata = causedBy(event);
        let output: Output | null = null;
        // A reaction that finds its work done (the membership already changed) points a
        // waiting reader at the stream's head: what it would have appended is already there.
        let head: Output | null = null;
        for (const reaction of reactions) {
          const { version, events: history } = await current(reaction.streamId);
          let decided: NewEvent[];
          try {
            decided = reaction.decide(history);
          } catch (err) {
            if (isTransient(err)) throw err;
            throw new Refused(event, err);
          }
          const end = history.at(-1);
          if (decided.length === 0) {
            if (end) head = { streamId: reaction.streamId, position: end.position, txId: end.transactionId };
            continue;
          }
          output = appends.add({ streamId: reaction.streamId, expected: version, events: decided, metadata });
          stale.add(reaction.streamId);
        }
        const found = output ?? head;
        if (found) outputs.push({ cause: event, output: found });
        applied.push(event);
      }
      await appends.flush();
      await this.recordOutputs(tx, outputs);
      await this.checkpoints.claim(tx.client, source, checkpointOf(last));
      return applied;
    }, streamIds);
  }

  /** Where each event's consequences are, for reads that wait for them (ReadModelProgress): one statement. */
  private async recordOutputs(
    tx: StoreTransaction,
    outputs: readonly { cause: StoredEvent; output: Output }[],
  ): Promise<void> {
    if (outputs.length === 0) return;
    await tx.client.query(
      `INSERT INTO reaction_outputs (runner, cause_event_id, stream_id, tx_id, position)
       SELECT $1, o.cause, o.stream_id, coalesce(o.tx_id::xid8, pg_current_xact_id()), o.position::bigint
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS o(cause, stream_id, tx_id, position)
       ON CONFLICT DO NOTHING`,
      [
        this.reactor.name,
        outputs.map((o) => o.cause.eventId),
        outputs.map((o) => o.output.streamId),
        outputs.map((o) => o.output.txId),
        outputs.map((o) => o.output.position),
      ],
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

type CausedAppend = StreamAppend & { metadata: EventMetadata };

/**
 * A batch's appends, gathered so they cost one statement: each answers an output whose position
 * is filled in when they are written.
 */
class PendingAppends {
  private appends: CausedAppend[] = [];
  private outputs: Output[] = [];
  private readonly streams = new Set<string>();

  constructor(private readonly tx: StoreTransaction) {}

  touches(streamId: string): boolean {
    return this.streams.has(streamId);
  }

  add(append: CausedAppend): Output {
    const output: Output = { streamId: append.streamId, position: '', txId: null };
    this.appends.push(append);
    this.outputs.push(output);
    this.streams.add(append.streamId);
    return output;
  }

  async flush(): Promise<void> {
    const [first] = this.appends;
    if (!first) return;
    const results = await this.tx.appendAll(this.appends, first.metadata);
    results.forEach((result, i) => {
      const output = this.outputs[i];
      if (output) output.position = result.lastPosition;
    });
    this.appends = [];
    this.outputs = [];
    this.streams.clear();
  }
}

/** An event the reactor cannot act on for good: dead-lettered, and the batch goes on without it. */
class Refused extends Error {
  constructor(
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    super('reaction refused');
  }
}
