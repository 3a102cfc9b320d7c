import type { NewEvent } from '@wine/contracts/event-envelope';
import type { Decider } from '@wine/platform/domain/decider';

/** Decides each command on the state the previous ones left, as if they had been sent one by one. */
export function decideInSequence<Command, State, Event extends NewEvent>(
  decider: Decider<Command, State, Event>,
  commands: readonly Command[],
  state: State,
): Event[] {
  const events: Event[] = [];
  let current = state;
  for (const command of commands) {
    const decided = decider.decide(command, current);
    current = decided.reduce(decider.evolve, current);
    events.push(...decided);
  }
  return events;
}
