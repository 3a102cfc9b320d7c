import type { NewEvent } from '@wine/contracts/event-envelope';

/**
 * A pure decider: `decide` turns a command and the current state into new events (or throws a
 * DomainError), `evolve` folds an event into the state. No I/O, no clock, no random ids: those
 * come in through the command.
 */
export interface Decider<Command, State, Event extends NewEvent> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export function fold<State, Event extends NewEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
