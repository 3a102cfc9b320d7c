import { onStreams } from '@wine/platform/domain/handle-command';
import { EventStore } from '@wine/platform/event-store/event-store';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../domain/offer.ts';
import { OutOfStockError } from '../domain/order-errors.ts';
import { customerStreamId } from '../domain/order-streams.ts';
import { type CheckoutCommand, decideCheckouts, streamsOf } from './checkout-batch.ts';

// Checkouts decided together in one transaction, against what it read: each sees the ones
// before it, and a refused one leaves nothing behind.

const now = '2026-11-22T10:00:00.000Z';
const metadata = { correlationId: 'c', causationId: null, userId: null, region: 'GB' };
const offerOf = (productId: string, more: Partial<Offer> = {}): Offer => ({
  productId,
  name: 'Pauillac 2015',
  bottleSize: 'BOTTLE',
  publicPricePence: 2500,
  memberPricePence: 2000,
  maxQuantityForGuest: 6,
  stockLevel: 3,
  ...more,
});
let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

let n = 0;
const person = () => `3f2504e0-4f89-41d3-9a0c-${String(++n).padStart(12, '0')}`;
const checkout = (userId: string, key: string, productId: string, quantity: number, dateOfBirth?: string) =>
  ({
    input: {
      userId,
      isMember: false,
      idempotencyKey: key,
      lines: [{ productId, quantity }],
      dateOfBirth,
      now,
    },
    metadata: { ...metadata, correlationId: key },
  }) satisfies CheckoutCommand;

const batch = (commands: CheckoutCommand[], offer: Offer) =>
  onStreams(store, commands.flatMap(streamsOf), (tx) =>
    decideCheckouts(tx, commands, new Map([[offer.productId, offer]])),
  );
const typesIn = async (streamId: string) =>
  (await store.readStream(streamId)).events.map((e) => [e.type, e.metadata.correlationId]);

describe('checkouts decided in one batch', () => {
  it('given 3 bottles, when two checkouts ask for 2 each, then the second is refused and leaves nothing', async () => {
    const [ann, bob] = [person(), person()];
    const [first, second] = await batch(
      [
        checkout(ann, 'a', 'last-bottles-1', 2, '1990-01-01'),
        checkout(bob, 'b', 'last-bottles-1', 2, '1990-01-01'),
      ],
      offerOf('last-bottles-1'),
    );
    expect(first?.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: expect.any(OutOfStockError) });
    expect(await typesIn('orders/stock/last-bottles-1')).toEqual([['StockReserved', 'a']]);
    expect(await typesIn(customerStreamId(ann))).toEqual([
      ['CustomerAgeConfirmed', 'a'],
      ['CustomerOrderPlaced', 'a'],
    ]);
    expect(await typesIn(customerStreamId(bob))).toEqual([]);
    const { rows } = await db.pool.query(
      "SELECT version, state FROM snapshots WHERE stream_id = 'orders/stock/last-bottles-1'",
    );
    expect(rows).toEqual([{ version: 1, state: { reserved: 2 } }]);
  });

  it('given one customer, when two of their orders come together, then the age is confirmed once', async () => {
    const ann = person();
    const outcomes = await batch(
      [checkout(ann, 'a', 'wine-2', 1, '1990-01-01'), checkout(ann, 'b', 'wine-2', 1)],
      offerOf('wine-2'),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect((await typesIn(customerStreamId(ann))).map(([type]) => type)).toEqual([
      'CustomerAgeConfirmed',
      'CustomerOrderPlaced',
      'CustomerOrderPlaced',
    ]);
    expect((await store.readStream('orders/stock/wine-2')).version).toBe(2);
  });

  it('given the same request twice in a batch, then one order is placed and both get it', async () => {
    const ann = person();
    const [first, again] = await batch(
      [checkout(ann, 'same', 'wine-3', 1, '1990-01-01'), checkout(ann, 'same', 'wine-3', 1, '1990-01-01')],
      offerOf('wine-3'),
    );
    expect(again).toEqual(first);
    expect((await store.readStream('orders/stock/wine-3')).version).toBe(1);
  });

  it("given a guest limit of 6, when a customer's orders in one batch ask 4 and 3, then the second is refused", async () => {
    const [ann, bob] = [person(), person()];
    const limited = offerOf('wine-4', { maxQuantityForGuest: 6, stockLevel: 100 });
    const outcomes = await batch(
      [
        checkout(ann, 'a', 'wine-4', 4, '1990-01-01'),
        checkout(ann, 'b', 'wine-4', 3),
        checkout(bob, 'c', 'wine-4', 3, '1990-01-01'),
      ],
      limited,
    );
    expect(outcomes[1]).toMatchObject({
      ok: false,
      error: { details: { productId: 'wine-4', maxQuantityForGuest: 6, requested: 3, held: 4 } },
    });
    expect([outcomes[0]?.ok, outcomes[2]?.ok]).toEqual([true, true]);
  });

  it('given reservations already made, when the next batch reads the snapshot, then only what is left is sold', async () => {
    await batch([checkout(person(), 'a', 'wine-5', 2, '1990-01-01')], offerOf('wine-5'));
    const [refused, sold] = await batch(
      [
        checkout(person(), 'b', 'wine-5', 2, '1990-01-01'),
        checkout(person(), 'c', 'wine-5', 1, '1990-01-01'),
      ],
      offerOf('wine-5'),
    );
    expect([refused?.ok, sold?.ok]).toEqual([false, true]);
    const { rows } = await db.pool.query(
      "SELECT version, state FROM snapshots WHERE stream_id = 'orders/stock/wine-5'",
    );
    expect(rows).toEqual([{ version: 2, state: { reserved: 3 } }]);
  });
});
