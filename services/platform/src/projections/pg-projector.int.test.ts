import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { createTestDatabase, type TestDatabase, uniqueName } from '../testing/test-env.ts';
import { pgDeadLetters } from './dead-letters.ts';
import { PgProjector } from './pg-projector.ts';
import type { PgProjection } from './projection.ts';

// Two partitions of a topic feed one read model at once, and their batches write the same rows
// (like counts per event type): in opposite orders here, each pausing between its writes.
const meta = { correlationId: 'tallies', causationId: null, userId: null, region: 'GB' };

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const tallies: PgProjection = {
  kind: 'pg',
  name: uniqueName('tallies'),
  contexts: ['tally'],
  handles: ['Counted'],
  schemaSql: 'CREATE TABLE IF NOT EXISTS tallies (key text PRIMARY KEY, n int NOT NULL)',
  async apply(events, client) {
    for (const event of events) {
      await client.query(
        `INSERT INTO tallies (key, n) VALUES ($1, 1) ON CONFLICT (key) DO UPDATE SET n = tallies.n + 1`,
        [(event.data as { key: string }).key],
      );
      await client.query('SELECT pg_sleep(0.2)');
    }
  },
};

const counted = (key: string, position: number): StoredEvent => ({
  eventId: randomUUID(),
  type: 'Counted',
  schemaVersion: 1,
  streamId: `tally/${key}/${position}`,
  streamVersion: 1,
  position: String(position),
  occurredAt: new Date().toISOString(),
  data: { key },
  metadata: meta,
  transactionId: String(position),
});

describe('a Postgres read model fed by several partitions', () => {
  it('applies their batches one after the other, so rows they share never deadlock', async () => {
    const projector = () => new PgProjector(db.pool, tallies, { deadLetters: pgDeadLetters(db.pool) });
    await projector().setup();
    const applied = await Promise.all([
      projector().applyBatch('kafka:tally.events:0', [counted('red', 1), counted('white', 2)]),
      projector().applyBatch('kafka:tally.events:1', [counted('white', 3), counted('red', 4)]),
    ]);
    expect(applied).toEqual([2, 2]);
    const { rows } = await db.pool.query(`SELECT key, n FROM ${projector().schema}.tallies ORDER BY key`);
    expect(rows).toEqual([
      { key: 'red', n: 2 },
      { key: 'white', n: 2 },
    ]);
  });

  it("takes the batches that come together in one process as one transaction, each partition's checkpoint its own", async () => {
    let applies = 0;
    const counting: PgProjection = {
      ...tallies,
      name: uniqueName('tallies'),
      apply: async (events, client) => {
        applies++;
        await tallies.apply(events, client);
      },
    };
    const projector = new PgProjector(db.pool, counting, { deadLetters: pgDeadLetters(db.pool) });
    await projector.setup();
    const fetched = [
      projector.applyBatch('kafka:tally.events:0', [counted('red', 11)]),
      projector.applyBatch('kafka:tally.events:1', [counted('white', 12), counted('red', 13)]),
      projector.applyBatch('kafka:tally.events:2', [counted('rose', 14)]),
    ];
    expect(await Promise.all(fetched)).toEqual([1, 2, 1]);
    expect(applies).toBe(1);
    expect(await projector.checkpoint('kafka:tally.events:1')).toEqual({ txId: '13', position: '13' });
    expect(await projector.checkpoint('kafka:tally.events:2')).toEqual({ txId: '14', position: '14' });

    // A partition fetched again (a rebalance) with one event more: only that one is new.
    expect(
      await projector.applyBatch('kafka:tally.events:1', [
        counted('white', 12),
        counted('red', 13),
        counted('red', 15),
      ]),
    ).toBe(1);
    const { rows } = await db.pool.query(`SELECT key, n FROM ${projector.schema}.tallies ORDER BY key`);
    expect(rows).toEqual([
      { key: 'red', n: 3 },
      { key: 'rose', n: 1 },
      { key: 'white', n: 1 },
    ]);
  });

  it('passes a batch it has nothing to do for without a transaction: others see it once settled, and never back', async () => {
    const projection: PgProjection = { ...tallies, name: uniqueName('tallies') };
    // Transactions begun through this pool (its passes are written through it too, without one).
    let transactions = 0;
    const counting = Object.create(db.pool, {
      connect: {
        // Both forms: pg-pool's own `query` connects with a callback.
        value: (callback?: (err: unknown, client?: unknown, release?: unknown) => void) => {
          const counted = db.pool.connect().then((client) => {
            const query = client.query.bind(client) as (...a: unknown[]) => unknown;
            return Object.assign(Object.create(client), {
              query: (...args: unknown[]) => {
                if (String(args[0]).startsWith('BEGIN')) transactions += 1;
                return query(...args);
              },
              release: (...args: unknown[]) => client.release(...(args as [])),
            });
          });
          if (!callback) return counted;
          counted.then(
            (client) => callback(undefined, client, client.release),
            (err) => callback(err),
          );
        },
      },
    });
    const here = new PgProjector(counting, projection, { deadLetters: pgDeadLetters(db.pool) });
    const elsewhere = () => new PgProjector(db.pool, projection, { deadLetters: pgDeadLetters(db.pool) });
    await here.setup();
    const source = 'kafka:tally.events:3';
    // Another type on the topic (a payment's events, to the shop).
    const noted = (position: number): StoredEvent => ({ ...counted('red', position), type: 'Noted' });

    transactions = 0;
    expect(await here.applyBatch(source, [noted(21), noted(22)])).toBe(0);
    expect(transactions).toBe(0);
    expect(await here.checkpoint(source)).toEqual({ txId: '22', position: '22' });
    await here.settle();
    expect(await elsewhere().checkpoint(source)).toEqual({ txId: '22', position: '22' });

    // A process late with the first of them does not move it back.
    const late = elsewhere();
    expect(await late.applyBatch(source, [noted(21)])).toBe(0);
    await late.settle();
    expect(await elsewhere().checkpoint(source)).toEqual({ txId: '22', position: '22' });

    // The next event it takes is applied as ever, in a transaction.
    expect(await here.applyBatch(source, [noted(22), counted('rose', 23)])).toBe(1);
    expect(await elsewhere().checkpoint(source)).toEqual({ txId: '23', position: '23' });
    const { rows } = await db.pool.query(`SELECT key, n FROM ${here.schema}.tallies`);
    expect(rows).toEqual([{ key: 'rose', n: 1 }]);
  });
});
