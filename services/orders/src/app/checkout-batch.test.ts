import type { StreamState } from '@wine/platform/event-store/event-store';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../domain/offer.ts';
import { OutOfStockError } from '../domain/order-errors.ts';
import { CheckoutBatch, type CheckoutCommand } from './checkout-batch.ts';

// Checkouts decided together in one transaction, against what it read: each sees the ones
// before it, and a refused one leaves nothing behind.

const now = '2026-11-22T10:00:00.000Z';
const metadata = { correlationId: 'c', causationId: null, userId: null, region: 'GB' };
const offer: Offer = {
  productId: 'last-bottles',
  name: 'Pauillac 2015',
  bottleSize: 'BOTTLE',
  publicPricePence: 2500,
  memberPricePence: 2000,
  maxQuantityForGuest: null,
  stockLevel: 3,
};
const offers = new Map([[offer.productId, offer]]);
const nothingRead = new Map<string, StreamState>();
const checkout = (userId: string, key: string, quantity: number, dateOfBirth?: string): CheckoutCommand => ({
  input: {
    userId,
    isMember: false,
    idempotencyKey: key,
    lines: [{ productId: 'last-bottles', quantity }],
    dateOfBirth,
    now,
  },
  metadata: { ...metadata, correlationId: key },
});
const ann = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const bob = '3f2504e0-4f89-41d3-9a0c-0305e82c3302';

describe('checkouts decided in one batch', () => {
  it('given 3 bottles, when two checkouts ask for 2 each, then the second is refused and leaves nothing', () => {
    const batch = new CheckoutBatch(nothingRead, new Map(), offers);
    const first = batch.place(checkout(ann, 'a', 2, '1990-01-01'));
    const second = batch.place(checkout(bob, 'b', 2, '1990-01-01'));
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: expect.any(OutOfStockError) });
    const { appends, snapshots } = batch.changes();
    expect(
      appends.map((a) => [a.streamId.split('/')[1], a.events.map((e) => e.type), a.metadata?.correlationId]),
    ).toEqual([
      ['stock', ['StockReserved'], 'a'],
      ['customer', ['CustomerAgeConfirmed', 'CustomerOrderPlaced'], 'a'],
      ['order', ['OrderPlaced'], 'a'],
    ]);
    expect(snapshots).toEqual([
      { streamId: 'orders/stock/last-bottles', version: 1, state: { reserved: 2 } },
    ]);
  });

  it('given one customer, when two of their orders come together, then the age is confirmed once', () => {
    const batch = new CheckoutBatch(nothingRead, new Map(), offers);
    expect(batch.place(checkout(ann, 'a', 1, '1990-01-01')).ok).toBe(true);
    expect(batch.place(checkout(ann, 'b', 1)).ok).toBe(true);
    const customer = batch.changes().appends.filter((a) => a.streamId.startsWith('orders/customer/'));
    expect(customer.flatMap((a) => a.events.map((e) => e.type))).toEqual([
      'CustomerAgeConfirmed',
      'CustomerOrderPlaced',
      'CustomerOrderPlaced',
    ]);
    expect(customer.map((a) => a.expected)).toEqual([0, 2]);
    const stock = batch.changes().appends.filter((a) => a.streamId.startsWith('orders/stock/'));
    expect(stock.map((a) => a.expected)).toEqual([0, 1]);
  });

  it('given the same request twice in a batch, then one order is placed and both get it', () => {
    const batch = new CheckoutBatch(nothingRead, new Map(), offers);
    const first = batch.place(checkout(ann, 'same', 1, '1990-01-01'));
    const again = batch.place(checkout(ann, 'same', 1, '1990-01-01'));
    expect(again).toEqual(first);
    expect(batch.changes().appends.filter((a) => a.streamId.startsWith('orders/order/'))).toHaveLength(1);
  });

  it("given a guest limit of 6, when a customer's orders in one batch ask 4 and 3, then the second is refused", () => {
    const limited = new Map([[offer.productId, { ...offer, maxQuantityForGuest: 6, stockLevel: 100 }]]);
    const batch = new CheckoutBatch(nothingRead, new Map(), limited);
    expect(batch.place(checkout(ann, 'a', 4, '1990-01-01')).ok).toBe(true);
    expect(batch.place(checkout(ann, 'b', 3))).toMatchObject({
      ok: false,
      error: { details: { productId: 'last-bottles', maxQuantityForGuest: 6, requested: 3, held: 4 } },
    });
    expect(batch.place(checkout(bob, 'c', 3, '1990-01-01')).ok).toBe(true);
  });

  it('given reservations read from the snapshot, then only what is left is sold', () => {
    const stocks = new Map([['orders/stock/last-bottles', { version: 7, stock: { reserved: 2 } }]]);
    const batch = new CheckoutBatch(nothingRead, stocks, offers);
    expect(batch.place(checkout(ann, 'a', 2, '1990-01-01'))).toMatchObject({ ok: false });
    expect(batch.place(checkout(bob, 'b', 1, '1990-01-01')).ok).toBe(true);
    expect(batch.changes().snapshots).toEqual([
      { streamId: 'orders/stock/last-bottles', version: 8, state: { reserved: 3 } },
    ]);
  });
});
