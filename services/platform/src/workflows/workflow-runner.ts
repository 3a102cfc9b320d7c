import type { WorkflowEvent } from '@wine/contracts/workflow-events';
import { literalStatement } from '../db/literal-statement.ts';
import type { Pool } from '../db/pool.ts';
import {
  type Appended,
  onStreams,
  type StreamKind,
  type StreamsOfKind,
  type StreamsTransaction,
} from '../domain/handle-command.ts';
import { DomainError } from '../errors/domain-error.ts';
import { causedBy } from '../event-store/caused-by.ts';
import type { Checkpoint } from '../event-store/checkpoint.ts';
import type { EventStore } from '../event-store/event-store.ts';
import { checkpointOf } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Logger } from '../observability/logger.ts';
import { describe, isTransient } from '../projections/apply-policy.ts';
import type { DeadLetterSink } from '../projections/dead-letters.ts';
import { newerThan } from '../projections/pg-projector.ts';
import { noMetrics, type ProjectorMetrics } from '../projections/projector-metrics.ts';
import type { Runner } from '../runners/runner.ts';
import { RunnerCheckpoints } from '../runners/runner-checkpoints.ts';
import { type AnyWorkflow, RetryLater } from './workflow.ts';
import { type RecordInput, workflowStateKind, workflowStreamId } from './workflow-state.ts';

export interface WorkflowRunnerOptions {
  store: EventStore;
  deadLetters: DeadLetterSink;
  logger: Pick<Logger, 'warn'>;
  metrics?: ProjectorMetrics;
}

/** One followed event the workflow takes, as it reads it, and the state stream it moves (if any). */
interface Unit {
  event: StoredEvent;
  input: unknown;
  stateStream: string | null;
}

/** Where an event's consequence is, for reads that wait for it (ReadModelProgress). */
interface Output {
  cause: string;
  streamId: string;
  position: string;
  /** The head's transaction; null for what this transaction appends. */
  txId: string | null;
}

/** Plans tried for one batch before it is left to the source to retry. */
const PLANS = 5;
/** Keys whose last state this process keeps to plan with (a cache: a miss costs one read). */
const KNOWN_STATES = 1000;

/**
 * Runs a workflow behind a source (the event store, or Kafka) the way a projector runs. A batch
 * is ONE transaction on the one command path (`onStreams`): the workflow's state streams and the
 * streams its commands write locked up front, the checkpoint row locked and read again (another
 * process of the workflow may have moved it), the states read (from their snapshots) and, for
 * each event in order, its state folded, `decide`d, each command handled, and its input recorded
 * on its state stream; then everything appended in one statement with where each event's
 * consequence landed (`reaction_outputs`, for reads that wait for it), and the checkpoint moved.
 * Each event's work is one unit (`tx.attempt`): one the domain refuses, or one it cannot read,
 * is forgotten and dead-lettered, and the batch goes on. A redelivered event finds the
 * checkpoint past it: one effect.
 *
 * The streams a batch's commands write follow from the states, which are read under the lock: so
 * the runner plans with the states it last saw (read at once when unknown), and should a unit
 * then decide on a stream it did not lock (another process moved the state meanwhile), plans the
 * batch again.
 */
export class WorkflowRunner implements Runner {
  readonly projection: Pick<AnyWorkflow, 'name' | 'contexts'>;
  private readonly handles: (type: string) => boolean;
  private readonly metrics: ProjectorMetrics;
  private readonly checkpoints: RunnerCheckpoints;
  private readonly stateKind: StreamKind<RecordInput<unknown>, unknown, WorkflowEvent> | undefined;
  /** The states this process last committed or read, most recent last: only for planning. */
  private readonly known = new Map<string, unknown>();

  constructor(
    pool: Pool,
    readonly workflow: AnyWorkflow,
    private readonly opts: WorkflowRunnerOptions,
  ) {
    this.projection = workflow;
    const types = new Set(workflow.handles);
    this.handles = (type) => types.has(type);
    this.metrics = opts.metrics ?? noMetrics;
    this.checkpoints = new RunnerCheckpoints(pool, workflow.name);
    this.stateKind = workflow.state && workflowStateKind(workflow, workflow.state);
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
    const read = this.read(events);
    if (read.units.length === 0 && read.unreadable.size === 0) {
      // Events of a type it takes but none for it (another context's payments): passed like a
      // batch of other types, with no look at its checkpoint and no transaction.
      this.checkpoints.passes.pass(source, checkpointOf(events.at(-1) as StoredEvent));
      return 0;
    }
    const pending = newerThan(await this.checkpoints.toPlanFrom(source), events);
    if (pending.length === 0) return 0;
    // In the order (and once each) of the events past the checkpoint.
    const unitOf = new Map(read.units.map((unit) => [unit.event, unit]));
    const units = pending.flatMap((event) => unitOf.get(event) ?? []);
    const { unreadable } = read; // `run` dead-letters only those past the checkpoint it locks
    for (let plan = 1; ; plan++) {
      const streams = await this.plan(units);
      try {
        const applied = await this.run(source, pending, units, unreadable, streams);
        this.checkpoints.applied(source, checkpointOf(pending.at(-1) as StoredEvent));
        this.metrics.applied(this.workflow.name, applied);
        return applied.length;
      } catch (err) {
        if (!(err instanceof Unplanned) || plan === PLANS) throw err;
        // Another process moved these states: read them again.
        for (const unit of units) if (unit.stateStream) this.known.delete(unit.stateStream);
      }
    }
  }

  /** The batch's events as the workflow reads them; one it cannot read is dead-lettered in the batch. */
  private read(events: readonly StoredEvent[]): { units: Unit[]; unreadable: Map<StoredEvent, unknown> } {
    const units: Unit[] = [];
    const unreadable = new Map<StoredEvent, unknown>();
    const { state } = this.workflow;
    for (const event of events) {
      if (!this.handles(event.type)) continue;
      try {
        const input = this.workflow.input(event);
        if (input === null) continue;
        units.push({
          event,
          input,
          stateStream: state ? workflowStreamId(this.workflow, state.key(input)) : null,
        });
      } catch (err) {
        if (isTransient(err)) throw err;
        unreadable.set(event, err);
      }
    }
    return { units, unreadable };
  }

  /**
   * The streams to lock and read besides the state streams: those the commands decided on the
   * states this process knows would write, by kind. A decision that throws here is refused in
   * the transaction.
   */
  private async plan(units: readonly Unit[]): Promise<StreamsOfKind[]> {
    const streams = new Map<StreamsOfKind[0], Set<string>>();
    const stateStreams = stateStreamsOf(units);
    await this.readUnknown(stateStreams);
    const states = new Map(stateStreams.map((id) => [id, this.known.get(id)]));
    for (const { input, stateStream } of units) {
      const state = stateStream ? states.get(stateStream) : undefined;
      let commands: unknown[] = [];
      try {
        commands = this.workflow.decide(input, state);
        if (stateStream && this.workflow.state)
          states.set(stateStream, this.workflow.state.evolve(state, input));
      } catch (err) {
        if (isTransient(err)) throw err;
      }
      for (const command of commands) {
        for (const [kind, ids] of await this.workflow.streams(command)) {
          const same = streams.get(kind) ?? new Set<string>();
          for (const id of ids) same.add(id);
          streams.set(kind, same);
        }
      }
    }
    return [...streams].map(([kind, ids]) => [kind, [...ids]] as const);
  }

  private async readUnknown(stateStreams: readonly string[]): Promise<void> {
    const kind = this.stateKind;
    const unknown = stateStreams.filter((id) => !this.known.has(id));
    if (!kind || unknown.length === 0) return;
    const read = await onStreams(this.opts.store, [], async (tx) => {
      await tx.load([kind, unknown]);
      return Promise.all(unknown.map(async (id) => [id, await tx.state(kind, id)] as const));
    });
    for (const [id, state] of read) this.remember(id, state);
  }

  private remember(stateStream: string, state: unknown): void {
    this.known.delete(stateStream);
    this.known.set(stateStream, state);
    if (this.known.size > KNOWN_STATES) this.known.delete(this.known.keys().next().value as string);
  }

  /** The batch's one transaction; answers the events whose work was done. */
  private async run(
    source: string,
    pending: readonly StoredEvent[],
    units: readonly Unit[],
    unreadable: ReadonlyMap<StoredEvent, unknown>,
    streams: readonly StreamsOfKind[],
  ): Promise<StoredEvent[]> {
    const last = pending.at(-1) as StoredEvent;
    const kind = this.stateKind;
    const stateStreams = stateStreamsOf(units);
    const locked = new Set([...stateStreams, ...streams.flatMap(([, ids]) => ids)]);
    const outputs: Output[] = [];
    // Events whose commands appended: their outputs are known once the appends are written.
    const appending = new Set<string>();
    // Events whose commands found their work done on a stream this batch appended to: their
    // output is what the batch appended there (the head as read is older).
    const appendedTo = new Set<string>();
    const following = new Map<string, string>();
    const states = new Map<string, unknown>();
    const applied = await onStreams(
      this.opts.store,
      [...locked],
      async (tx) => {
        const todo = new Set(newerThan(this.checkpoints.lockedIn(tx.first), [...pending]));
        const mine = units.filter((u) => todo.has(u.event));
        // Every stream the batch decides on, in one query.
        await tx.load(...(kind ? [[kind, stateStreams] as const] : []), ...streams);
        const refused = [...unreadable].filter(([event]) => todo.has(event));
        const done: StoredEvent[] = [];
        for (const unit of mine) {
          const { event, input, stateStream } = unit;
          const metadata = causedBy(event);
          const found: { head: Output | null } = { head: null };
          const watched = guarded(tx, locked, (streamId, appended) => {
            if (appended) {
              appending.add(event.eventId);
              appendedTo.add(streamId);
            } else if (appendedTo.has(streamId)) {
              if (!following.has(event.eventId)) following.set(event.eventId, streamId);
            } else found.head ??= headOf(tx, event, streamId);
          });
          const outcome = await tx.attempt(async () => {
            const state = kind && stateStream ? await tx.state(kind, stateStream) : undefined;
            for (const command of this.workflow.decide(input, state)) {
              await this.workflow.handle(command, watched, metadata);
            }
            if (kind && stateStream) await tx.decide(kind, stateStream, { event, input }, metadata);
          });
          if (!outcome.ok) {
            if (isRetried(outcome.error)) throw outcome.error;
            appending.delete(event.eventId);
            following.delete(event.eventId);
            refused.push([event, outcome.error]);
            continue;
          }
          if (!appending.has(event.eventId) && !following.has(event.eventId) && found.head) {
            outputs.push(found.head);
          }
          done.push(event);
        }
        if (kind) for (const id of stateStreams) states.set(id, await tx.state(kind, id));
        // Before the commit: a crash may send one twice, never lose it.
        for (const [event, err] of refused) await this.deadLetter(event, err);
        return done;
      },
      {
        // The checkpoint's row locked in the BEGIN's round trip; the outputs (what appended
        // nothing still points a waiting reader at the head it found) and the checkpoint moved
        // past the batch in the COMMIT's: a batch is three round trips, the append between.
        first: this.checkpoints.lockStatement(source),
        withCommit: (appended) =>
          [
            this.outputsStatement([
              ...outputs,
              ...outputsOf(appended, { appending, following, stateStreams: states }),
            ]),
            this.checkpoints.claimStatement(source, checkpointOf(last)),
          ]
            .filter((sql) => sql !== '')
            .join('; '),
      },
    );
    for (const [id, state] of states) this.remember(id, state);
    return applied;
  }

  /** Where each event's consequences are, for reads that wait for them (ReadModelProgress): one statement, '' for none. */
  private outputsStatement(outputs: readonly Output[]): string {
    if (outputs.length === 0) return '';
    return literalStatement(
      `INSERT INTO reaction_outputs (runner, cause_event_id, stream_id, tx_id, position)
       SELECT $1, o.cause, o.stream_id, coalesce(o.tx_id::xid8, pg_current_xact_id()), o.position::bigint
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS o(cause, stream_id, tx_id, position)
       ON CONFLICT DO NOTHING`,
      [
        this.workflow.name,
        outputs.map((o) => o.cause),
        outputs.map((o) => o.streamId),
        outputs.map((o) => o.txId),
        outputs.map((o) => o.position),
      ],
    );
  }

  /** The event is passed over for good: recorded with the reason; the checkpoint moves on with the batch. */
  private async deadLetter(event: StoredEvent, err: unknown): Promise<void> {
    const refused = err instanceof DomainError;
    this.opts.logger.warn(
      { workflow: this.workflow.name, eventId: event.eventId, type: event.type, err },
      refused ? 'workflow command refused by the domain' : 'workflow could not take the event',
    );
    await this.opts.deadLetters.send(this.workflow.name, event, describe(err));
    this.metrics.deadLettered(this.workflow.name);
  }
}

const stateStreamsOf = (units: readonly Unit[]) => [
  ...new Set(units.flatMap((u) => (u.stateStream ? [u.stateStream] : []))),
];

/** What retries the batch rather than passing the event over: the world, not the event, failed. */
const isRetried = (err: unknown) => err instanceof Unplanned || err instanceof RetryLater || isTransient(err);

/**
 * Each event's output among what the batch appended: the last append its commands caused (their
 * metadata names it), not counting the workflow's own state streams; or, for an event whose work
 * an earlier one of the batch had done, the last append to the stream it looked at.
 */
function outputsOf(
  appended: readonly Appended[],
  of: {
    appending: ReadonlySet<string>;
    following: ReadonlyMap<string, string>;
    stateStreams: ReadonlyMap<string, unknown>;
  },
): Output[] {
  const last = new Map<string, Output>();
  const lastTo = new Map<string, string>();
  for (const { append, result } of appended) {
    lastTo.set(append.streamId, result.lastPosition);
    const cause = append.metadata?.causationId;
    if (!cause || !of.appending.has(cause) || of.stateStreams.has(append.streamId)) continue;
    last.set(cause, { cause, streamId: append.streamId, position: result.lastPosition, txId: null });
  }
  for (const [cause, streamId] of of.following) {
    const position = lastTo.get(streamId);
    if (position) last.set(cause, { cause, streamId, position, txId: null });
  }
  return [...last.values()];
}

const headOf = (tx: StreamsTransaction, event: StoredEvent, streamId: string): Output | null => {
  const head = tx.head(streamId);
  return head && { cause: event.eventId, streamId, position: head.position, txId: head.txId };
};

/**
 * The transaction as `handle` sees it: a decision on a stream the batch did not lock is a plan
 * gone stale (Unplanned), and each decision is reported (whether it appended) for the outputs.
 */
function guarded(
  tx: StreamsTransaction,
  locked: ReadonlySet<string>,
  decided: (streamId: string, appended: boolean) => void,
): StreamsTransaction {
  const check = (streamId: string) => {
    if (!locked.has(streamId)) throw new Unplanned(streamId);
  };
  return {
    ...tx,
    async decide(kind, streamId, command, metadata) {
      check(streamId);
      const result = await tx.decide(kind, streamId, command, metadata);
      decided(streamId, result.events.length > 0);
      return result;
    },
    async decideEach(kind, decisions, metadata) {
      for (const { streamId } of decisions) check(streamId);
      const states = await tx.decideEach(kind, decisions, metadata);
      for (const { streamId } of decisions) decided(streamId, true);
      return states;
    },
  };
}

/** A command of the batch decided on a stream its plan did not lock: the batch is planned again. */
class Unplanned extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} was not planned for; planning again`);
  }
}
