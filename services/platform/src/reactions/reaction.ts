import type { NewEvent } from '@wine/contracts/event-envelope';
import type { Decider } from '../domain/decider.ts';
import { fold } from '../domain/decider.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';

/**
 * One command an event asks of a context, on one of its streams: decided against the stream's
 * state with the context's own decider. `readAs` turns a stored event of that stream into the
 * decider's event type (the context's zod union from contracts), so nothing reaches it unchecked.
 */
export interface Reaction {
  readonly streamId: string;
  /** The events to append to the stream, given its history; none when it is already done. */
  decide(history: readonly StoredEvent[]): NewEvent[];
}

export function reaction<Command, State, Event extends NewEvent>(
  streamId: string,
  decider: Decider<Command, State, Event>,
  readAs: (stored: StoredEvent) => Event,
  command: Command,
): Reaction {
  return {
    streamId,
    decide: (history) => decider.decide(command, fold(decider, history.map(readAs))),
  };
}

/**
 * A context's process manager: it follows other contexts' events (like a projection: in order,
 * with a checkpoint) and turns each into commands of its own context. `react` is pure, so its
 * tests read as stories; the runtime makes each event's commands and checkpoint one transaction,
 * so a redelivered event has exactly one effect.
 */
export interface Reactor {
  /** kebab-case, unique: names the consumer group and the checkpoints. */
  name: string;
  /** Contexts whose `<context>.events` it follows. */
  contexts: string[];
  handles: readonly string[];
  react(event: StoredEvent): Reaction[];
}
