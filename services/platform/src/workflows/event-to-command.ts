import type { StoredEvent } from '../event-store/stored-event.ts';
import type { StreamEvents } from '../event-store/stream-events.ts';
import type { Workflow } from './workflow.ts';

/** What an event-to-command workflow says: everything but how it reads and decides. */
export interface EventToCommand<Event extends { type: string }, Type extends Event['type'], Command>
  extends Pick<
    Workflow<Command, undefined, Command>,
    'name' | 'context' | 'contexts' | 'streams' | 'handle'
  > {
  /** The followed context's reader (its union and upcasters in contracts). */
  events: StreamEvents<Event>;
  handles: readonly Type[];
  /** The command one of those events asks for, or null when this one means nothing here. */
  command(event: Extract<Event, { type: Type }>, stored: StoredEvent): Command | null;
}

/**
 * The most common workflow: an event of another context asks for one command of this one, and
 * deciding needs no state of the workflow's own (the command's streams hold what it needs). The
 * input is the command itself, so `decide` passes it on; the event is read through the followed
 * context's union, so it is upcast like every other reader's.
 */
export function eventToCommand<Event extends { type: string }, Type extends Event['type'], Command>(
  spec: EventToCommand<Event, Type, Command>,
): Workflow<Command, undefined, Command> {
  const { events, handles, command, ...where } = spec;
  const followed = new Set<string>(handles);
  const isFollowed = (event: Event): event is Extract<Event, { type: Type }> => followed.has(event.type);
  return {
    ...where,
    handles,
    input(stored) {
      const event = events.read(stored);
      return isFollowed(event) ? command(event, stored) : null;
    },
    decide: (input) => [input],
  };
}
