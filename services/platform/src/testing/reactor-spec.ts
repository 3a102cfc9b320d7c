import type { NewEvent } from '@wine/contracts/event-envelope';
import { expect } from 'vitest';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Reactor } from '../reactions/reaction.ts';

let position = 0;
/** A stored event as the store would hand it over, for reactor stories. */
export function stored(
  streamId: string,
  event: NewEvent,
  metadata: Partial<StoredEvent['metadata']> = {},
): StoredEvent {
  position += 1;
  return {
    eventId: `00000000-0000-7000-8000-${String(position).padStart(12, '0')}`,
    streamId,
    streamVersion: 1,
    position: String(position),
    transactionId: String(position),
    occurredAt: '2026-11-24T10:00:00.000Z',
    schemaVersion: event.schemaVersion ?? 1,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c-1', causationId: null, userId: null, region: 'GB', ...metadata },
  };
}

/**
 * Reactor tests read as stories, like the deciders':
 *   reactorSpec(stampOnDeposit).given({ 'loyalty/card/a': [stamp] }).when(deposit).then({ 'loyalty/card/a': [stamp2] })
 * `given` holds the histories of the streams the reaction writes to; `then`, what it appends to each.
 */
export function reactorSpec(reactor: Reactor) {
  return {
    given: (histories: Record<string, NewEvent[]> = {}) => ({
      when: (event: StoredEvent) => {
        const run = () =>
          Object.fromEntries(
            reactor
              .react(event)
              .map((r) => [
                r.streamId,
                r.decide((histories[r.streamId] ?? []).map((e) => stored(r.streamId, e))),
              ]),
          );
        return {
          // biome-ignore lint/suspicious/noThenProperty: the story reads given/when/then; never awaited.
          then: (expected: Record<string, NewEvent[]>) => expect(run()).toEqual(expected),
          thenNothing: () => expect(Object.values(run()).flat()).toEqual([]),
          thenThrows: (errorType: abstract new (...args: never[]) => Error) => expect(run).toThrow(errorType),
        };
      },
    }),
  };
}
