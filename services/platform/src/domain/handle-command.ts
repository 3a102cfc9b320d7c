import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import type { z } from 'zod';
import type { PoolClient, QueryResult } from '../db/pool.ts';
import type {
  AppendResult,
  EventStore,
  Snapshot,
  StreamAppend,
  StreamState,
} from '../event-store/event-store.ts';
import type { StreamEvents } from '../event-store/stream-events.ts';
import { noteWritten } from '../observability/request-context.ts';
import type { Decider } from './decider.ts';
import { fold } from './decider.ts';

/** What a context supplies for one kind of stream: its decider, and how its events are read. */
export interface StreamKind<Command, State, Event extends NewEvent> {
  decider: Decider<Command, State, Event>;
  events: StreamEvents<Event>;
  /**
   * For hot streams: the state's shape. Reads start from the stream's snapshot and fold only the
   * events after it; every append writes the new snapshot in the same statement. A snapshot of
   * another shape (older code) is passed over and the stream read whole.
   */
  snapshot?: z.ZodType<State>;
  /**
   * With a snapshot: how many events a stream grows by before its snapshot is written again
   * (default 1: with every append). More for a large state, which then costs its write (and
   * reads fold up to this many events more) once per so many events instead of every time.
   */
  snapshotEvery?: number;
}

export interface CommandResult<State, Event extends NewEvent = NewEvent> {
  state: State;
  /** What the command decided; none for an idempotent repeat. */
  events: Event[];
}

export interface Decision<Command> {
  streamId: string;
  command: Command;
}

/** Some streams of one kind, to read together. */
export type StreamsOfKind = readonly [
  kind: StreamKind<never, unknown, NewEvent>,
  streamIds: readonly string[],
];

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Streams locked for one transaction: each read once and decided on as often as needed. What is
 * decided is kept in memory and written in one statement when the work ends (group commit).
 */
export interface StreamsTransaction {
  /** For a context's own tables, written in the same transaction as the events. */
  readonly client: PoolClient;
  /** What `OnStreamsOptions.first` answered. */
  readonly first: QueryResult | undefined;
  /** Reads streams of several kinds in one query (snapshots included), ahead of deciding on them. */
  load(...groups: StreamsOfKind[]): Promise<void>;
  /** The stream's current state, decisions so far included (read on first use). */
  state<Command, State, Event extends NewEvent>(
    kind: StreamKind<Command, State, Event>,
    streamId: string,
  ): Promise<State>;
  /** Decides on the stream's current state; the events are appended at the version it read. */
  decide<Command, State, Event extends NewEvent>(
    kind: StreamKind<Command, State, Event>,
    streamId: string,
    command: Command,
    metadata: EventMetadata,
  ): Promise<CommandResult<State, Event>>;
  /** Many commands on streams of one kind, in order, all or nothing; each one's state after it. */
  decideEach<Command, State, Event extends NewEvent>(
    kind: StreamKind<Command, State, Event>,
    decisions: readonly Decision<Command>[],
    metadata: EventMetadata,
  ): Promise<State[]>;
  /**
   * One unit of a batch: if it throws, what it decided is forgotten (states and appends) and the
   * batch goes on; the error is its outcome.
   */
  attempt<T>(unit: () => Promise<T>): Promise<Attempt<T>>;
  /**
   * The stream's last event as it was read (this transaction's decisions not included); null
   * when it has none or was not read. What a runner points a waiting reader at when its command
   * found the work already done.
   */
  head(streamId: string): { position: string; txId: string } | null;
}

/** What `onStreams` wrote: each append (in the order decided) with where it landed. */
export interface Appended {
  append: StreamAppend;
  result: AppendResult;
}

export interface OnStreamsOptions {
  /** A statement for the BEGIN's round trip (`TransactOptions.first`); its answer is `tx.first`. */
  first?: string;
  /**
   * Statements for the COMMIT's round trip once the decisions are appended, given where each
   * landed (a runner's record of its outputs and its checkpoint): literals only, '' for none.
   * The append then goes ahead of the COMMIT, for its positions.
   */
  withCommit?(appended: readonly Appended[]): string;
}

interface Loaded {
  state: unknown;
  version: number;
  /** Position of the stream's last event read: what a command that changed nothing answers with. */
  head: string | null;
  headTx: string | null;
  /** How often its snapshot is written (null: the kind keeps none), and the version of the one read. */
  snapshotEvery: number | null;
  snapshotAt: number;
}

/**
 * The one command path: in one transaction holding each stream's lock (taken before any read,
 * so concurrent commands on a stream queue instead of conflicting), load, fold, decide, and
 * append with the expected versions, every stream in one statement, sent with the COMMIT unless
 * `withCommit` needs the positions before it. A command that decides
 * nothing still notes the stream's head as written, so a client waiting on the answer's
 * consistency token sees the earlier write.
 */
export function onStreams<T>(
  store: EventStore,
  streamIds: readonly string[],
  work: (tx: StreamsTransaction) => Promise<T>,
  options: OnStreamsOptions = {},
): Promise<T> {
  let withCommit = '';
  return store.transact(
    [...streamIds],
    async (tx) => {
      withCommit = '';
      const loaded = new Map<string, Loaded>();
      const pending: StreamAppend[] = [];
      // Each decision's previous entry, so a unit that throws can put its streams back.
      const undo: [string, Loaded][] = [];
      const folded = (
        kind: StreamKind<never, unknown, NewEvent>,
        start: unknown,
        tail?: StreamState,
        snapshotAt = 0,
      ): Loaded => ({
        state: kind.events.readAll(tail?.events ?? []).reduce(kind.decider.evolve, start),
        version: tail?.version ?? 0,
        head: tail?.events.at(-1)?.position ?? null,
        headTx: tail?.events.at(-1)?.transactionId ?? null,
        snapshotEvery: kind.snapshot ? (kind.snapshotEvery ?? 1) : null,
        snapshotAt,
      });
      const load = async (...groups: StreamsOfKind[]) => {
        const wanted = groups
          .map(([kind, ids]) => [kind, [...new Set(ids)].filter((id) => !loaded.has(id))] as const)
          .filter(([, ids]) => ids.length > 0);
        const all = wanted.flatMap(([, ids]) => ids);
        if (all.length === 0) return;
        const read = wanted.some(([kind]) => kind.snapshot)
          ? await tx.readFromSnapshots(all)
          : { snapshots: new Map<string, Snapshot>(), streams: await tx.readStreams(all) };
        for (const [kind, ids] of wanted) {
          for (const id of ids) {
            const snapshot = kind.snapshot ? read.snapshots.get(id) : undefined;
            const parsed = snapshot && kind.snapshot?.safeParse(snapshot.state);
            if (parsed?.success)
              loaded.set(id, folded(kind, parsed.data, read.streams.get(id), snapshot?.version));
            else if (snapshot)
              loaded.set(id, folded(kind, kind.decider.initialState, await tx.readStream(id)));
            else loaded.set(id, folded(kind, kind.decider.initialState, read.streams.get(id)));
          }
        }
      };
      // A stream id names one kind of stream, so what was loaded under it has this kind's state.
      const entry = async <C, S, E extends NewEvent>(kind: StreamKind<C, S, E>, id: string) => {
        await load([kind as StreamKind<never, unknown, NewEvent>, [id]]);
        return loaded.get(id) as Loaded & { state: S };
      };
      const decide = async <C, S, E extends NewEvent>(
        kind: StreamKind<C, S, E>,
        streamId: string,
        command: C,
        metadata: EventMetadata,
      ): Promise<CommandResult<S, E>> => {
        const current = await entry(kind, streamId);
        const events = kind.decider.decide(command, current.state);
        if (events.length === 0) {
          if (current.head !== null) noteWritten(current.head);
          return { state: current.state, events };
        }
        const state = events.reduce(kind.decider.evolve, current.state);
        pending.push({ streamId, expected: current.version, events: kind.events.stamp(events), metadata });
        undo.push([streamId, current]);
        loaded.set(streamId, { ...current, state, version: current.version + events.length });
        return { state, events };
      };
      const attempt = async <R>(unit: () => Promise<R>): Promise<Attempt<R>> => {
        const mark = { undo: undo.length, pending: pending.length };
        try {
          return { ok: true, value: await unit() };
        } catch (error) {
          for (const [streamId, entry] of undo.splice(mark.undo).reverse()) loaded.set(streamId, entry);
          pending.length = mark.pending;
          return { ok: false, error };
        }
      };

      const result = await work({
        client: tx.client,
        first: tx.first,
        load,
        state: async (kind, streamId) => (await entry(kind, streamId)).state,
        decide,
        async decideEach(kind, decisions, metadata) {
          const outcome = await attempt(async () => {
            const states = [];
            for (const { streamId, command } of decisions) {
              states.push((await decide(kind, streamId, command, metadata)).state);
            }
            return states;
          });
          if (!outcome.ok) throw outcome.error;
          return outcome.value;
        },
        attempt,
        head(streamId) {
          const read = loaded.get(streamId);
          return read?.head && read.headTx ? { position: read.head, txId: read.headTx } : null;
        },
      });
      if (pending.length > 0) {
        const snapshots = [...new Set(pending.map((a) => a.streamId))]
          .map((streamId) => ({ streamId, ...(loaded.get(streamId) as Loaded) }))
          .filter((e) => e.snapshotEvery !== null && e.version - e.snapshotAt >= e.snapshotEvery)
          .map(({ streamId, version, state }) => ({ streamId, version, state }));
        const metadata = (pending[0] as StreamAppend).metadata as EventMetadata;
        if (options.withCommit) {
          const results = await tx.appendAll(pending, metadata, snapshots);
          withCommit = options.withCommit(
            pending.map((append, i) => ({ append, result: results[i] as AppendResult })),
          );
        } else await tx.appendAtCommit(pending, metadata, snapshots);
      } else withCommit = options.withCommit?.([]) ?? '';
      return result;
    },
    {
      // The streams it locks are the ones it decides on: read with the locks, one round trip.
      readFirst: true,
      ...(options.first ? { first: options.first } : {}),
      withCommit: () => withCommit,
    },
  );
}

/** One command on one stream (the common case of `onStreams`). */
export function handleCommand<Command, State, Event extends NewEvent>(
  store: EventStore,
  kind: StreamKind<Command, State, Event>,
  streamId: string,
  command: Command,
  metadata: EventMetadata,
): Promise<CommandResult<State, Event>> {
  return onStreams(store, [streamId], (tx) => tx.decide(kind, streamId, command, metadata));
}

/** A stream's current state, read without a lock (queries). */
export async function readState<Command, State, Event extends NewEvent>(
  store: Pick<EventStore, 'readStream'>,
  kind: StreamKind<Command, State, Event>,
  streamId: string,
): Promise<State> {
  const { events } = await store.readStream(streamId);
  return fold(kind.decider, kind.events.readAll(events));
}

/** Several streams' current states, read in one query without a lock (a batch's look-ups). */
export async function readStates<Command, State, Event extends NewEvent>(
  store: Pick<EventStore, 'readStreams'>,
  kind: StreamKind<Command, State, Event>,
  streamIds: readonly string[],
): Promise<Map<string, State>> {
  const streams = await store.readStreams(streamIds);
  return new Map(
    streamIds.map((id) => [id, fold(kind.decider, kind.events.readAll(streams.get(id)?.events ?? []))]),
  );
}
