import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import type { z } from 'zod';
import type { PoolClient } from '../db/pool.ts';
import type { AppendResult, EventStore, StreamAppend, StreamState } from '../event-store/event-store.ts';
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
}

export interface CommandResult<State, Event extends NewEvent = NewEvent> {
  state: State;
  events: Event[];
  /** Null when the command changed nothing (an idempotent repeat). */
  appended: AppendResult | null;
}

export interface Decision<Command> {
  streamId: string;
  command: Command;
}

/** Streams locked for one transaction: each read once, decided on as often as needed. */
export interface StreamsTransaction {
  /** For a context's own tables, written in the same transaction as the events. */
  readonly client: PoolClient;
  /** The stream's current state (read and folded on first use, then kept up to date). */
  state<Command, State, Event extends NewEvent>(
    kind: StreamKind<Command, State, Event>,
    streamId: string,
  ): Promise<State>;
  /** Decides on the stream's current state and appends what it decides at the version it read. */
  decide<Command, State, Event extends NewEvent>(
    kind: StreamKind<Command, State, Event>,
    streamId: string,
    command: Command,
    metadata: EventMetadata,
  ): Promise<CommandResult<State, Event>>;
  /**
   * Group commit: many commands on streams of one kind, in order (one stream may come twice, the
   * second seeing the first), read in one query and appended in one statement. All or nothing:
   * a refusal throws before anything is written. Answers each decision's state after it.
   */
  decideEach<Command, State, Event extends NewEvent>(
    kind: StreamKind<Command, State, Event>,
    decisions: readonly Decision<Command>[],
    metadata: EventMetadata,
  ): Promise<State[]>;
}

interface Loaded<State> {
  state: State;
  version: number;
  /** Position of the stream's last event read: what a command that changed nothing answers with. */
  head: string | null;
}

/**
 * The one command path: in one transaction holding each stream's lock (taken before any read,
 * so concurrent commands on a stream queue instead of conflicting), load, fold, decide, append
 * with the expected version. A command that decides nothing still notes the stream's head as
 * written, so a client waiting on the answer's consistency token sees the earlier write.
 */
export function onStreams<T>(
  store: EventStore,
  streamIds: readonly string[],
  work: (tx: StreamsTransaction) => Promise<T>,
): Promise<T> {
  return store.transact([...streamIds], async (tx) => {
    const loaded = new Map<string, Loaded<unknown>>();
    const folded = <C, S, E extends NewEvent>(
      kind: StreamKind<C, S, E>,
      start: S,
      tail: StreamState | undefined,
    ): Loaded<S> => ({
      state: kind.events.readAll(tail?.events ?? []).reduce(kind.decider.evolve, start),
      version: tail?.version ?? 0,
      head: tail?.events.at(-1)?.position ?? null,
    });
    // A stream id names one kind of stream, so what was loaded under it has this kind's state.
    const loadAll = async <C, S, E extends NewEvent>(kind: StreamKind<C, S, E>, ids: readonly string[]) => {
      const missing = [...new Set(ids)].filter((id) => !loaded.has(id));
      if (missing.length > 0 && kind.snapshot) {
        const { snapshots, streams } = await tx.readFromSnapshots(missing);
        for (const id of missing) {
          const snapshot = snapshots.get(id);
          const parsed = snapshot && kind.snapshot.safeParse(snapshot.state);
          if (parsed?.success) loaded.set(id, folded(kind, parsed.data, streams.get(id)));
          else if (snapshot) loaded.set(id, folded(kind, kind.decider.initialState, await tx.readStream(id)));
          else loaded.set(id, folded(kind, kind.decider.initialState, streams.get(id)));
        }
      } else if (missing.length > 0) {
        const streams = await tx.readStreams(missing);
        for (const id of missing) loaded.set(id, folded(kind, kind.decider.initialState, streams.get(id)));
      }
      return (id: string) => loaded.get(id) as Loaded<S>;
    };

    const decideAll = async <C, S, E extends NewEvent>(
      kind: StreamKind<C, S, E>,
      decisions: readonly Decision<C>[],
      metadata: EventMetadata,
    ) => {
      const entryOf = await loadAll(
        kind,
        decisions.map((d) => d.streamId),
      );
      // Decided in memory first: a refusal leaves neither the store nor the loaded states moved.
      const after = new Map<string, Loaded<S>>();
      const appends: StreamAppend[] = [];
      const decided = decisions.map(({ streamId, command }) => {
        const current = after.get(streamId) ?? entryOf(streamId);
        const events = kind.decider.decide(command, current.state);
        const next =
          events.length === 0
            ? current
            : {
                state: events.reduce(kind.decider.evolve, current.state),
                version: current.version + events.length,
                head: current.head,
              };
        if (events.length > 0)
          appends.push({ streamId, expected: current.version, events: kind.events.stamp(events) });
        after.set(streamId, next);
        return { streamId, state: next.state, events };
      });
      if (appends.length === 0) {
        for (const { head } of after.values()) if (head !== null) noteWritten(head);
        return { decided, results: [] };
      }
      const snapshots = kind.snapshot
        ? [...new Set(appends.map((a) => a.streamId))].map((streamId) => {
            const { version, state } = after.get(streamId) as Loaded<S>;
            return { streamId, version, state };
          })
        : [];
      const results = await tx.appendAll(appends, metadata, snapshots);
      for (const r of results) (after.get(r.streamId) as Loaded<S>).head = r.lastPosition;
      for (const [id, entry] of after) loaded.set(id, entry);
      return { decided, results };
    };

    return work({
      client: tx.client,
      state: async (kind, streamId) => (await loadAll(kind, [streamId]))(streamId).state,
      async decide(kind, streamId, command, metadata) {
        const { decided, results } = await decideAll(kind, [{ streamId, command }], metadata);
        const [{ state, events }] = decided as [(typeof decided)[number]];
        return { state, events, appended: results[0] ?? null };
      },
      decideEach: async (kind, decisions, metadata) =>
        (await decideAll(kind, decisions, metadata)).decided.map((d) => d.state),
    });
  });
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
  store: EventStore,
  kind: StreamKind<Command, State, Event>,
  streamId: string,
): Promise<State> {
  const { events } = await store.readStream(streamId);
  return fold(kind.decider, kind.events.readAll(events));
}
