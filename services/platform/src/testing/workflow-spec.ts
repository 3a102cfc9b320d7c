import type { NewEvent } from '@wine/contracts/event-envelope';
import { expect } from 'vitest';
import type { PoolClient } from '../db/pool.ts';
import { fold } from '../domain/decider.ts';
import type { StreamKind, StreamsTransaction } from '../domain/handle-command.ts';
import { causedBy } from '../event-store/caused-by.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Workflow } from '../workflows/workflow.ts';

let position = 0;
/** A stored event as the store would hand it over, for workflow stories. */
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

type ErrorType = abstract new (...args: never[]) => Error;

/**
 * Workflow tests read as stories, like the deciders':
 *   given(stockCounted(5), reserved(6)).react(followStockCount).then([shortfall(order)])
 *   given(stockCounted(5), reserved(6)).when(stockCounted(6)).react(followStockCount).then([arrived(order)])
 * The events go through the workflow in order, its state folded as the platform folds it (one
 * state per key); `then` holds the commands it decided for all of them or, with `when`, for the
 * `when` events only. With `on`, the commands are handled too, on streams with the histories
 * given, and `then` holds what each stream was appended:
 *   given(subscribed).react(membership).on({ [user]: registered }).then({ [user]: [becameMember] })
 */
export function given(...history: StoredEvent[]) {
  return { ...story(history, []), when: (...events: StoredEvent[]) => story(history, events) };
}

function story(history: readonly StoredEvent[], events: readonly StoredEvent[]) {
  const counted = events.length > 0 ? new Set(events) : new Set(history);
  return {
    react<Input, State, Command>(workflow: Workflow<Input, State, Command>) {
      const states = new Map<string, State>();
      let last: State | undefined;
      const decisions = () => {
        const decided: { event: StoredEvent; commands: Command[] }[] = [];
        for (const event of [...history, ...events]) {
          if (!workflow.handles.includes(event.type)) continue;
          const input = workflow.input(event);
          if (input === null) continue;
          const { state: own } = workflow;
          const key = own?.key(input);
          // A stateless workflow decides on no state.
          const state = (key === undefined ? undefined : (states.get(key) ?? own?.initialState)) as State;
          const commands = workflow.decide(input, state);
          if (counted.has(event)) decided.push({ event, commands });
          if (own && key !== undefined) {
            last = own.evolve(state, input);
            states.set(key, last);
          }
        }
        return decided;
      };
      const run = () => decisions().flatMap((d) => d.commands);
      const handled = async (histories: Record<string, NewEvent[]>) => {
        const streams = storyTransaction(histories);
        for (const { event, commands } of decisions()) {
          for (const command of commands) await workflow.handle(command, streams.tx, causedBy(event));
        }
        return streams.appended;
      };
      return {
        on: (histories: Record<string, NewEvent[]>) => ({
          // biome-ignore lint/suspicious/noThenProperty: the story reads given/when/then; never awaited.
          then: async (expected: Record<string, NewEvent[]>) =>
            expect(await handled(histories)).toEqual(expected),
          thenNothing: async () => expect(await handled(histories)).toEqual({}),
          thenThrows: (errorType: ErrorType) => expect(handled(histories)).rejects.toThrow(errorType),
        }),
        // biome-ignore lint/suspicious/noThenProperty: the story reads given/when/then; never awaited.
        then: (expected: Command[]) => expect(run()).toEqual(expected),
        thenNothing: () => expect(run()).toEqual([]),
        thenThrows: (errorType: ErrorType) => expect(run).toThrow(errorType),
        /** The state the last event left its key in. */
        thenState: (expected: State) => {
          run();
          expect(last).toEqual(expected);
        },
      };
    },
  };
}

/**
 * The one command path in memory, for stories: each stream's history read through its kind's
 * union (as the store reads it), folded, decided on, and what was decided kept per stream.
 */
function storyTransaction(histories: Record<string, NewEvent[]>) {
  const states = new Map<string, unknown>();
  let appended: Record<string, NewEvent[]> = {};
  const current = <C, S, E extends NewEvent>(kind: StreamKind<C, S, E>, streamId: string): S =>
    // A stream id names one kind of stream, so what is kept under it has this kind's state.
    states.has(streamId)
      ? (states.get(streamId) as S)
      : fold(kind.decider, kind.events.readAll((histories[streamId] ?? []).map((e) => stored(streamId, e))));
  const decide = async <C, S, E extends NewEvent>(
    kind: StreamKind<C, S, E>,
    streamId: string,
    command: C,
  ) => {
    const state = current(kind, streamId);
    const events = kind.decider.decide(command, state);
    const next = events.reduce(kind.decider.evolve, state);
    states.set(streamId, next);
    if (events.length > 0) appended = { ...appended, [streamId]: [...(appended[streamId] ?? []), ...events] };
    return { state: next, events };
  };
  const attempt: StreamsTransaction['attempt'] = async (unit) => {
    const before = { states: new Map(states), appended };
    try {
      return { ok: true, value: await unit() };
    } catch (error) {
      states.clear();
      for (const [id, state] of before.states) states.set(id, state);
      appended = before.appended;
      return { ok: false, error };
    }
  };
  const tx: StreamsTransaction = {
    get client(): PoolClient {
      throw new Error('A workflow story has no database: test what uses tx.client on real Postgres');
    },
    first: undefined,
    load: async () => undefined,
    state: async (kind, streamId) => current(kind, streamId),
    decide: (kind, streamId, command) => decide(kind, streamId, command),
    async decideEach(kind, decisions) {
      const outcome = await attempt(async () => {
        const after = [];
        for (const { streamId, command } of decisions)
          after.push((await decide(kind, streamId, command)).state);
        return after;
      });
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    attempt,
    head: () => null,
  };
  return {
    tx,
    get appended() {
      return appended;
    },
  };
}
