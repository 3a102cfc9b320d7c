import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import { waitForVisibleHead } from '@wine/platform/event-store/visible-head';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_MS } from '../domain/reservation-expiry.ts';
import { orderHistoryProjection } from '../projections/order-history-projection.ts';
import { ordersCatalogProjection } from '../projections/orders-catalog-projection.ts';
import {
  expireReservation,
  type ReservationExpiryDeps,
  startReservationSweep,
} from './expire-reservations.ts';
import { readOrderEvent } from './order-stream.ts';
import { placeOrders } from './place-orders.ts';

// Unpaid orders give their bottles back after the reservation time, on a real Postgres: the
// order history says which to look at, each order's stream decides, the customer is told.

let db: TestDatabase;
let store: EventStore;
let projectors: PgProjector[];
const placedAt = new Date('2026-11-24T10:00:00.000Z');
const metadata = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };

async function project() {
  await waitForVisibleHead(db.pool);
  for (const projector of projectors) {
    for (;;) {
      const events = await readAllAfter(db.pool, await projector.checkpoint(STORE_SOURCE), 500);
      if (events.length === 0) break;
      await projector.applyBatch(STORE_SOURCE, events);
    }
  }
}
const depsAt = (minutesLater: number): ReservationExpiryDeps => ({
  pool: db.pool,
  store,
  clock: () => new Date(placedAt.getTime() + minutesLater * 60_000),
  logger: createLogger('expiry-test', { level: 'silent' }),
  reservationMs: DEFAULT_RESERVATION_MS,
  productName: 'Cellar Door',
});
async function checkout(userId: string, productId: string, quantity: number) {
  const [outcome] = await placeOrders(store, [
    {
      input: {
        userId,
        isMember: false,
        idempotencyKey: randomUUID(),
        lines: [{ productId, quantity }],
        dateOfBirth: '1990-01-01',
        now: placedAt.toISOString(),
      },
      metadata,
    },
  ]);
  if (!outcome?.ok) throw outcome?.error ?? new Error('no outcome');
  return outcome.order;
}
const reserved = async (productId: string) =>
  (await store.readStream(`orders/stock/${productId}`)).events.reduce(
    (n, e) => n + (e.type === 'StockReserved' ? 1 : -1) * (e.data as { quantity: number }).quantity,
    0,
  );

beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
  projectors = [ordersCatalogProjection, orderHistoryProjection].map(
    (p) => new PgProjector(db.pool, p, { deadLetters: pgDeadLetters(db.pool) }),
  );
  for (const projector of projectors) await projector.setup();
  await store.appendToStream(
    'catalog/wine/rare',
    0,
    [{ type: 'WineListed', data: listing('rare', { stockLevel: 6 }) }],
    metadata,
  );
  await project();
});
afterAll(() => db.drop());

describe('the reservation sweep', () => {
  it('cancels unpaid orders after 30 minutes, puts their bottles back and tells the customer once', async () => {
    const orders = [await checkout(randomUUID(), 'rare', 2), await checkout(randomUUID(), 'rare', 2)];
    await project();
    expect(await reserved('rare')).toBe(4);

    const early = startReservationSweep(depsAt(29));
    await early.sweepNow();
    await early.stop();
    expect(await reserved('rare')).toBe(4);

    const sweep = startReservationSweep(depsAt(31));
    await sweep.sweepNow();
    // Another process sweeping the same moment, or the next round: nothing twice.
    await Promise.all([sweep.sweepNow(), startReservationSweep(depsAt(31)).sweepNow()]);
    await sweep.stop();

    expect(await reserved('rare')).toBe(0);
    for (const order of orders) {
      const types = (await store.readStream(`orders/order/${order.orderId}`)).events.map((e) => e.type);
      expect(types.filter((t) => t === 'ReservationExpired')).toHaveLength(1);
    }
    await project();
    const { rows } = await db.pool.query<{ status: string }>(
      'SELECT status FROM rm_order_history.order_history WHERE order_id = ANY($1)',
      [orders.map((o) => o.orderId)],
    );
    expect(rows.map((r) => r.status)).toEqual(['CANCELLED', 'CANCELLED']);
    // Each customer is told once: identity mails the notice to the address they proved (a guest
    // with none is told nothing: docs/identity.md, "Customer messages").
    for (const order of orders) {
      const notices = (await store.readStream(`orders/order/${order.orderId}`)).events
        .map(readOrderEvent)
        .filter((e) => e.type === 'CustomerMessageRequested');
      expect(notices.map((e) => [e.data.messageId, e.data.userId, e.data.subject])).toEqual([
        [
          `reservation-expired/${order.orderId}`,
          order.userId,
          'Cellar Door: your reserved wine went back on sale',
        ],
      ]);
    }
  });

  it('leaves a paid order alone', async () => {
    const order = await checkout(randomUUID(), 'rare', 1);
    await store.appendToStream(
      `orders/order/${order.orderId}`,
      1,
      [
        {
          type: 'PaymentSucceeded',
          data: {
            orderId: order.orderId,
            paymentIntentId: 'pi_x',
            amountPence: order.totals.totalPence,
            source: 'charge',
            paidAt: placedAt.toISOString(),
          },
        },
        {
          type: 'OrderStatusChanged',
          data: {
            orderId: order.orderId,
            from: 'UNPAID_AWAITING_STOCK',
            to: 'PAID_IN_STORAGE',
            changedAt: placedAt.toISOString(),
          },
        },
      ],
      metadata,
    );
    expect(await expireReservation(depsAt(120), order.orderId)).toBe(false);
    expect(await reserved('rare')).toBe(1);
  });
});
