import type { NewEvent } from '@wine/contracts/event-envelope';
import { fold } from '../domain/decider.ts';
import type { StreamKind } from '../domain/handle-command.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';

/**
 * One command an event asks of a context, on one of its streams: decided against the stream's
 * state with the context's own stream kind: its events read through the context's zod union from
 * contracts (upcast, never cast), so nothing reaches the decider unchecked.
 */
export interface Reaction {
  readonly streamId: string;
  /** The events to append to the stream, given its history; none when it is already done. */
  decide(history: readonly StoredEvent[]): NewEvent[];
}

export function reaction<Command, State, Event extends NewEvent>(
  kind: StreamKind<Command, State, Event>,
  streamId: string,
  command: Command,
): Reaction {
  const { decider, events } = kind;
  return {
    streamId,
    decide: (history) => events.stamp(decider.decide(command, fold(decider, events.readAll(history)))),
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
