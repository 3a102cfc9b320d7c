import { eventUnion } from '@wine/contracts/event-envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPool } from '../db/pool.ts';
import { DomainError } from '../errors/domain-error.ts';
import { EventStore } from '../event-store/event-store.ts';
import { streamEvents } from '../event-store/stream-events.ts';
import { runWithContext } from '../observability/request-context.ts';
import { roundTripsOf } from '../testing/round-trips.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-env.ts';
import type { Decider } from './decider.ts';
import { handleCommand, onStreams, type StreamKind } from './handle-command.ts';

// A bottle counter: Add puts bottles in, Open is idempotent (a second Open changes nothing),
// and a counter never goes past 10.
const Added = z.object({ type: z.literal('Added'), data: z.object({ bottles: z.int().min(1) }) });
const Opened = z.object({ type: z.literal('Opened'), data: z.object({}) });
type CounterEvent = z.infer<typeof Added> | z.infer<typeof Opened>;
type CounterCommand = { type: 'Open' } | { type: 'Add'; bottles: number };
interface Counter {
  open: boolean;
  bottles: number;
}
const counter: Decider<CounterCommand, Counter, CounterEvent> = {
  initialState: { open: false, bottles: 0 },
  decide(command, state) {
    if (command.type === 'Open') return state.open ? [] : [{ type: 'Opened', data: {} }];
    if (state.bottles + command.bottles > 10)
      throw new DomainError('FULL', 'The counter holds 10 bottles', 409);
    return [{ type: 'Added', data: { bottles: command.bottles } }];
  },
  evolve: (state, event) =>
    event.type === 'Opened'
      ? { ...state, open: true }
      : { ...state, bottles: state.bottles + event.data.bottles },
};
const events = streamEvents(eventUnion([Added, Opened]));
const counterStream: StreamKind<CounterCommand, Counter, CounterEvent> = { decider: counter, events };
const snapshotted: StreamKind<CounterCommand, Counter, CounterEvent> = {
  ...counterStream,
  snapshot: z.object({ open: z.boolean(), bottles: z.int() }),
};

const meta = { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' };
let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

const inRequest = async <T>(work: () => Promise<T>) => {
  const written = { position: '0' };
  const result = await runWithContext({ correlationId: 'c-1', region: 'GB', written }, work);
  return { result, token: written.position };
};

describe('the command path', () => {
  it('answers a command that changes nothing with the stream head as its consistency token', async () => {
    const first = await inRequest(() =>
      handleCommand(store, counterStream, 'test/counter/a', { type: 'Open' }, meta),
    );
    const head = (await store.readStream('test/counter/a')).events.at(-1)?.position;
    expect(first.token).toBe(head);

    const again = await inRequest(() =>
      handleCommand(store, counterStream, 'test/counter/a', { type: 'Open' }, meta),
    );

    expect(again.result.events).toEqual([]);
    expect(again.token).toBe(first.token);
  });

  it('writes what it appends with the commit exactly as given: quotes, backslashes, placeholders', async () => {
    const odd = `it's a \\ "quoted" $1 $10 ::text[] ARRAY[ü, 🍷]\n'); DROP TABLE events; --`;
    await handleCommand(
      store,
      counterStream,
      'test/counter/odd',
      { type: 'Open' },
      { ...meta, correlationId: odd },
    );
    const [event] = (await store.readStream('test/counter/odd')).events;
    expect(event?.metadata.correlationId).toBe(odd);
  });

  it('decides a group of commands in one write, all or nothing', async () => {
    const add = (streamId: string, bottles: number) => ({
      streamId,
      command: { type: 'Add' as const, bottles },
    });
    const states = await onStreams(store, ['test/counter/b', 'test/counter/c'], (tx) =>
      tx.decideEach(
        counterStream,
        [add('test/counter/b', 4), add('test/counter/c', 1), add('test/counter/b', 5)],
        meta,
      ),
    );
    expect(states.map((s) => s.bottles)).toEqual([4, 1, 9]);

    const refused = onStreams(store, ['test/counter/b', 'test/counter/c'], (tx) =>
      tx.decideEach(counterStream, [add('test/counter/c', 2), add('test/counter/b', 2)], meta),
    );
    await expect(refused).rejects.toMatchObject({ code: 'FULL' });
    expect((await store.readStream('test/counter/c')).version).toBe(1);
  });

  it('keeps a snapshot of a hot stream and starts from it', async () => {
    const add = (bottles: number) =>
      handleCommand(store, snapshotted, 'test/counter/d', { type: 'Add', bottles }, meta);
    await add(2);
    await add(3);
    const { rows } = await db.pool.query(
      "SELECT version, state FROM snapshots WHERE stream_id = 'test/counter/d'",
    );
    expect(rows).toEqual([{ version: 2, state: { open: false, bottles: 5 } }]);
    // The snapshot is what the next command starts from: a snapshot saying 9 refuses 2 more.
    await db.pool.query(
      `UPDATE snapshots SET state = '{"open":false,"bottles":9}' WHERE stream_id = 'test/counter/d'`,
    );
    await expect(add(2)).rejects.toMatchObject({ code: 'FULL' });
  });

  it('reads the streams it decides on with their locks, and appends with the commit: a command is two round trips', async () => {
    // Every query counted (a round trip each), but the doorbell's (roundTripsOf).
    const pool = createPool(db.url, { applicationName: 'round-trips', max: 1 });
    const counted = new EventStore(pool);
    const add = async (kind: typeof counterStream, streamId: string, bottles: number) => {
      const { result, roundTrips } = await roundTripsOf(() =>
        handleCommand(counted, kind, streamId, { type: 'Add', bottles }, meta),
      );
      return { bottles: result.state.bottles, queries: roundTrips };
    };
    try {
      // BEGIN with the locks and the read; the append with the COMMIT (and the NOTIFY).
      expect(await add(counterStream, 'test/counter/rt', 2)).toEqual({ bottles: 2, queries: 2 });
      expect(await add(counterStream, 'test/counter/rt', 3)).toEqual({ bottles: 5, queries: 2 });
      // From its snapshot, read in the same round trip; the new one written with the commit.
      await add(snapshotted, 'test/counter/rt-snap', 4);
      expect(await add(snapshotted, 'test/counter/rt-snap', 1)).toEqual({ bottles: 5, queries: 2 });
      const { events } = await store.readStream('test/counter/rt');
      expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
        [1, { bottles: 2 }],
        [2, { bottles: 3 }],
      ]);
      const { rows } = await db.pool.query(
        "SELECT version, state FROM snapshots WHERE stream_id = 'test/counter/rt-snap'",
      );
      expect(rows).toEqual([{ version: 2, state: { open: false, bottles: 5 } }]);

      // A record of the context's own that commits with the events (payments' inbox) goes in
      // the BEGIN's round trip too: still two.
      await db.pool.query('CREATE TABLE IF NOT EXISTS seen (id text PRIMARY KEY)');
      const once = async (id: string) => {
        const { result: applied, roundTrips } = await roundTripsOf(() =>
          onStreams(
            counted,
            ['test/counter/rt-once'],
            async (tx) => {
              if (tx.first?.rowCount !== 1) return false;
              await tx.decide(counterStream, 'test/counter/rt-once', { type: 'Add', bottles: 1 }, meta);
              return true;
            },
            { first: `INSERT INTO seen VALUES ('${id}') ON CONFLICT DO NOTHING` },
          ),
        );
        return { applied, queries: roundTrips };
      };
      expect(await once('a')).toEqual({ applied: true, queries: 2 });
      expect(await once('a')).toEqual({ applied: false, queries: 2 });
      expect(await once('b')).toEqual({ applied: true, queries: 2 });
      expect((await store.readStream('test/counter/rt-once')).events).toHaveLength(2);
    } finally {
      await pool.end();
    }
  });

  it('writes the snapshot of a large state once per so many events, and folds the rest on it', async () => {
    const every3 = { ...snapshotted, snapshotEvery: 3 };
    const add = (bottles: number) =>
      handleCommand(store, every3, 'test/counter/f', { type: 'Add', bottles }, meta);
    const snapshot = async () =>
      (await db.pool.query("SELECT version, state FROM snapshots WHERE stream_id = 'test/counter/f'")).rows;
    await add(1);
    await add(1);
    expect(await snapshot()).toEqual([]);
    await add(1);
    expect(await snapshot()).toEqual([{ version: 3, state: { open: false, bottles: 3 } }]);
    await add(1);
    await add(1);
    expect(await snapshot()).toEqual([{ version: 3, state: { open: false, bottles: 3 } }]);
    // Read from the snapshot and the two events after it: 5 bottles, and 4 more make 9.
    expect((await add(4)).state).toMatchObject({ bottles: 9 });
    expect(await snapshot()).toEqual([{ version: 6, state: { open: false, bottles: 9 } }]);
  });

  it('refuses to decide on a stream holding an event its schema does not know', async () => {
    await store.appendToStream('test/counter/e', 0, [{ type: 'Added', data: { bottles: 'two' } }], meta);
    const open = handleCommand(store, counterStream, 'test/counter/e', { type: 'Open' }, meta);
    await expect(open).rejects.toThrow(
      /at test\/counter\/e version 1 \(Added v1\) cannot be read: data.bottles/,
    );
    expect((await store.readStream('test/counter/e')).version).toBe(1);
  });
});
