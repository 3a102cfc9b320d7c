import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import type { PoolClient } from '../db/pool.ts';
import type { AppendResult, EventStore, StreamState } from '../event-store/event-store.ts';
import type { StreamEvents } from '../event-store/stream-events.ts';
import { noteWritten } from '../observability/request-context.ts';
import type { Decider } from './decider.ts';
import { fold } from './decider.ts';

/** What a context supplies for one kind of stream: its decider, and how its events are read. */
export interface StreamKind<Command, State, Event extends NewEvent> {
  decider: Decider<Command, State, Event>;
  events: StreamEvents<Event>;
}

export interface CommandResult<State, Event extends NewEvent = NewEvent> {
  state: State;
  events: Event[];
  /** Null when the command changed nothing (an idempotent repeat). */
  appended: AppendResult | null;
}

/** Streams locked for one transaction: each loaded once, decided on as often as needed. */
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
}

interface Loaded<State> {
  state: State;
  version: number;
  /** Position of the stream's last event: what a command that changed nothing answers with. */
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
    // A stream id names one kind of stream, so what was loaded under it has this kind's state.
    const load = async <C, S, E extends NewEvent>(kind: StreamKind<C, S, E>, streamId: string) => {
      const known = loaded.get(streamId) as Loaded<S> | undefined;
      if (known) return known;
      const { version, events }: StreamState = await tx.readStream(streamId);
      const entry: Loaded<S> = {
        state: fold(kind.decider, kind.events.readAll(events)),
        version,
        head: events.at(-1)?.position ?? null,
      };
      loaded.set(streamId, entry);
      return entry;
    };
    return work({
      client: tx.client,
      state: async (kind, streamId) => (await load(kind, streamId)).state,
      async decide(kind, streamId, command, metadata) {
        const entry = await load(kind, streamId);
        const state = entry.state;
        const events = kind.decider.decide(command, state);
        if (events.length === 0) {
          if (entry.head !== null) noteWritten(entry.head);
          return { state, events, appended: null };
        }
        const appended = await tx.append(streamId, entry.version, kind.events.stamp(events), metadata);
        entry.version = appended.nextExpectedVersion;
        entry.head = appended.lastPosition;
        entry.state = events.reduce(kind.decider.evolve, state);
        return { state: entry.state, events, appended };
      },
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
