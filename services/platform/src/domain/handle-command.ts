import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import type { AppendResult, EventStore } from '../event-store/event-store.ts';
import type { Decider } from './decider.ts';
import { fold } from './decider.ts';

export interface CommandResult<State, Event extends NewEvent = NewEvent> {
  state: State;
  events: Event[];
  /** Null when the command changed nothing (an idempotent repeat). */
  appended: AppendResult | null;
}

/**
 * The thin command handler: load the stream, fold, decide, append, in one transaction that
 * holds the stream's lock, so concurrent commands on one stream queue instead of conflicting.
 */
export async function handleCommand<Command, State, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  metadata: EventMetadata,
): Promise<CommandResult<State, Event>> {
  return store.transact([streamId], async (tx) => {
    const { version, events: history } = await tx.readStream(streamId);
    const state = fold(decider, history as unknown as Event[]);
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, events, appended: null };
    const appended = await tx.append(streamId, version, events, metadata);
    return { state: events.reduce(decider.evolve, state), events, appended };
  });
}
