import type { NewEvent } from '@wine/contracts/event-envelope';
import { expect } from 'vitest';
import type { Decider } from '../domain/decider.ts';
import { fold } from '../domain/decider.ts';

/**
 * Decider tests read as stories:
 *   given([listed]).when(changePrice).then([priceChanged])
 *   given([]).when(changePrice).thenThrows(NotFoundError, 'Wine not found')
 */
export function specFor<Command, State, Event extends NewEvent>(decider: Decider<Command, State, Event>) {
  return {
    given: (history: Event[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(decider, history));
        return {
          // biome-ignore lint/suspicious/noThenProperty: the story reads given/when/then; never awaited.
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenNothing: () => expect(run()).toEqual([]),
          thenThrows: (errorType: abstract new (...args: never[]) => Error, message?: string | RegExp) => {
            let thrown: unknown;
            try {
              run();
            } catch (err) {
              thrown = err;
            }
            expect(thrown).toBeInstanceOf(errorType);
            if (message !== undefined) expect((thrown as Error).message).toMatch(message);
          },
          thenState: (check: (state: State) => void) => {
            const state = fold(decider, history);
            check(run().reduce(decider.evolve, state));
          },
        };
      },
    }),
  };
}
