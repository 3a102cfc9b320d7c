import { randomUUID } from 'node:crypto';
import type { WineListed } from '@wine/contracts/catalog/catalog-events';
import { listing } from '@wine/contracts/testing/wine-listing';
import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { waitForVisibleHead } from '@wine/platform/event-store/visible-head';
import { type AuthenticatedUser, userOf } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import type { PgProjection } from '@wine/platform/projections/projection';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '../app/change-order-status.ts';
import { orderHistoryProjection } from '../projections/order-history-projection.ts';
import { ordersCatalogProjection } from '../projections/orders-catalog-projection.ts';
import { ordersRouter } from './orders-router.ts';

// Checkout on a real Postgres: the catalog's events appended as the catalog appends them, both
// read models built by their projectors, routes through a platform app. Tokens are user ids
// here: verifying real ones is identity's business, tested there.

let db: TestDatabase;
let store: EventStore;
let projectors: PgProjector[];
let now = new Date('2025-03-10T10:00:00.000Z');
const members = new Set<string>();
const app = createApp({ name: 'orders-test', logger: createLogger('orders-test', { level: 'silent' }) });
const metadata = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };
const SHOPPER_KEY_SECRET = 'orders-test-shopper-key-secret-0123456789';

async function list(data: WineListed['data']) {
  await store.appendToStream(`catalog/wine/${data.productId}`, 0, [{ type: 'WineListed', data }], metadata);
}

const allEvents = (): Promise<StoredEvent[]> => readAllAfter(db.pool, { txId: '0', position: '0' }, 10_000);

/** Brings both read models up to the end of the log. */
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

beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
  projectors = [ordersCatalogProjection, orderHistoryProjection].map(
    (p) => new PgProjector(db.pool, p, { deadLetters: pgDeadLetters(db.pool) }),
  );
  for (const projector of projectors) await projector.setup();
  const verifier = {
    verify: async (token: string): Promise<AuthenticatedUser> => ({
      userId: token,
      isAnonymous: false,
      sessionId: 's',
    }),
  };
  const viewerOf = (c: Parameters<typeof userOf>[0]) => {
    const user = userOf(c);
    return { isMember: members.has(user?.userId ?? ''), signedIn: user !== undefined && !user.isAnonymous };
  };
  app.route(
    '/',
    ordersRouter({
      pool: db.pool,
      verifier,
      viewerOf,
      clock: () => now,
      shopperKeySecret: SHOPPER_KEY_SECRET,
    }),
  );
  await list(listing('last-ten', { stockLevel: 10 }));
  await list(listing('claret', { product: { ...listing('claret').product, maxQuantityForGuest: 6 } }));
  await list(listing('magnum', { product: { ...listing('magnum').product, bottleSize: 'MAGNUM' } }));
  await list(
    listing('unlimited', {
      stockLevel: 36,
      product: { ...listing('unlimited').product, maxQuantityForGuest: null },
    }),
  );
  await list(
    listing('rare', { stockLevel: 1000, product: { ...listing('rare').product, maxQuantityForGuest: 2 } }),
  );
  await list(listing('everyday', { stockLevel: 1000 }));
  await project();
});
afterAll(() => db.drop());

async function call(
  method: string,
  path: string,
  user?: string,
  body?: unknown,
  headers = {},
  from?: string,
) {
  // The client's address, as @hono/node-server hands the socket to the app.
  const env = from ? { incoming: { socket: { remoteAddress: from } } } : undefined;
  const init = {
    method,
    headers: {
      ...(user ? { authorization: `Bearer ${user}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
  const response = await app.request(path, init, env);
  // Parsed loosely: each test checks the shape it is about.
  return { status: response.status, body: JSON.parse(await response.text()) };
}
// Every buyer here is an adult; the age check has its own tests.
const dateOfBirth = '1990-01-01';
const checkout = (user: string, lines: unknown[], key: string = randomUUID()) =>
  call('POST', '/api/orders/checkout', user, { lines, dateOfBirth }, { 'idempotency-key': key });

/** A checkout from a client address, and from a device when the storefront sends its id. */
const checkoutFrom = (user: string, lines: unknown[], from: { address: string; device?: string }) =>
  call(
    'POST',
    '/api/orders/checkout',
    user,
    { lines, dateOfBirth },
    { 'idempotency-key': randomUUID(), ...(from.device ? { 'x-device-id': from.device } : {}) },
    from.address,
  );

async function streamsLike(prefix: string): Promise<StoredEvent[]> {
  await waitForVisibleHead(db.pool);
  return (await allEvents()).filter((e) => e.streamId.startsWith(prefix));
}

describe('checkout', () => {
  it('needs a bearer token and an idempotency key', async () => {
    expect((await call('POST', '/fn/createOrder', undefined, { lines: [] })).status).toBe(401);
    const keyless = await call('POST', '/fn/createOrder', randomUUID(), {
      lines: [{ productId: 'claret', quantity: 1 }],
      dateOfBirth,
    });
    expect(keyless.status).toBe(400);
    expect(keyless.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('sells the last 10 bottles to exactly 10 of 50 concurrent checkouts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => checkout(randomUUID(), [{ productId: 'last-ten', quantity: 1 }])),
    );
    const sold = answers.filter((a) => a.status === 200);
    expect(sold).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CONFLICT');
    }
    const reservations = await streamsLike('orders/stock/last-ten');
    const reserved = reservations.map((e) => e.data as { orderId: string; quantity: number });
    expect(reserved.reduce((n, r) => n + r.quantity, 0)).toBe(10);
    // Every order has its reservation and every reservation its order.
    const placed = (await streamsLike('orders/order/')).filter((e) => e.type === 'OrderPlaced');
    expect(placed.map((e) => (e.data as { orderId: string }).orderId).sort()).toEqual(
      reserved.map((r) => r.orderId).sort(),
    );
    expect(sold.map((a) => a.body.orderId).sort()).toEqual(reserved.map((r) => r.orderId).sort());
    const more = await checkout(randomUUID(), [{ productId: 'last-ten', quantity: 1 }]);
    expect(more.body.error.details).toEqual({ productId: 'last-ten', available: 0, requested: 1 });
  });

  it('gives a cancelled order its bottles back', async () => {
    const [one] = await streamsLike('orders/stock/last-ten');
    if (!one) throw new Error('no reservation to cancel');
    const { orderId } = one.data as { orderId: string };
    await changeOrderStatus(store, { orderId, to: 'CANCELLED', now: now.toISOString() }, metadata);
    expect((await checkout(randomUUID(), [{ productId: 'last-ten', quantity: 1 }])).status).toBe(200);
    expect((await checkout(randomUUID(), [{ productId: 'last-ten', quantity: 1 }])).status).toBe(409);
  });

  it("counts a product's reservations from the whole stream when its snapshot is gone or unreadable", async () => {
    const refusedWith = async () =>
      (await checkout(randomUUID(), [{ productId: 'last-ten', quantity: 1 }])).body.error?.details;
    const sold = { productId: 'last-ten', available: 0, requested: 1 };
    await db.pool.query(
      `UPDATE snapshots SET state = '{"held": {}}' WHERE stream_id = 'orders/stock/last-ten'`,
    );
    expect(await refusedWith()).toEqual(sold);
    await db.pool.query(`DELETE FROM snapshots WHERE stream_id = 'orders/stock/last-ten'`);
    expect(await refusedWith()).toEqual(sold);
  });

  it('places one order for the same request sent twice, at once or again later', async () => {
    const user = randomUUID();
    const lines = [{ productId: 'claret', quantity: 2 }];
    const [first, second] = await Promise.all([
      checkout(user, lines, 'key-1'),
      checkout(user, lines, 'key-1'),
    ]);
    const third = await call('POST', '/fn/createOrder', user, {
      lines,
      idempotencyKey: 'key-1',
      dateOfBirth,
    });
    expect(first?.status).toBe(200);
    expect(second?.body).toEqual(first?.body);
    expect(third.body).toEqual(first?.body);
    const orders = (await streamsLike(`orders/order/${first?.body.orderId}`)).length;
    expect(orders).toBe(1);
    const held = (await streamsLike('orders/stock/claret')).filter(
      (e) => (e.data as { orderId: string }).orderId === first?.body.orderId,
    );
    expect(held).toHaveLength(1);
  });

  it('prices members at the member price and everyone else at the public price, whatever the client says', async () => {
    const member = randomUUID();
    members.add(member);
    const lines = [
      { productId: 'claret', quantity: 2, unitPricePence: 1 },
      { productId: 'magnum', quantity: 1 },
    ];
    const guest = await checkout(randomUUID(), lines);
    const asMember = await checkout(member, lines);
    expect(guest.body.lines.map((l: { unitPricePence: number }) => l.unitPricePence)).toEqual([2500, 2500]);
    expect(guest.body.totals).toEqual({ bottles: 3, caseSlots: 8, totalPence: 7500 });
    expect(asMember.body.totals.totalPence).toBe(6000);
    expect(asMember.body).toMatchObject({ status: 'UNPAID_AWAITING_STOCK', statusLabel: 'Reserved' });
  });

  it('holds a non-member to the guest limit and lets a member past it', async () => {
    const member = randomUUID();
    members.add(member);
    const over = [{ productId: 'claret', quantity: 7 }];
    const refused = await checkout(randomUUID(), over);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual({
      productId: 'claret',
      maxQuantityForGuest: 6,
      requested: 7,
      held: 0,
    });
    expect((await checkout(member, over)).status).toBe(200);
  });

  it('counts the guest limit across open orders: three guest orders cannot take more than six', async () => {
    const guest = randomUUID();
    const two = [{ productId: 'claret', quantity: 2 }];
    const answers = [await checkout(guest, two), await checkout(guest, two), await checkout(guest, two)];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const fourth = await checkout(guest, [{ productId: 'claret', quantity: 1 }]);
    expect(fourth.status).toBe(400);
    expect(fourth.body.error.details).toEqual({
      productId: 'claret',
      maxQuantityForGuest: 6,
      requested: 1,
      held: 6,
    });

    // A cancelled order holds nothing any more.
    const orderId = answers[0]?.body.orderId as string;
    await changeOrderStatus(store, { orderId, to: 'CANCELLED', now: now.toISOString() }, metadata);
    expect((await checkout(guest, two)).status).toBe(200);
  });

  it('counts the guest limit across orders sent at once', async () => {
    const guest = randomUUID();
    await checkout(guest, [{ productId: 'claret', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => checkout(guest, [{ productId: 'claret', quantity: 2 }])),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
  });

  it("asks for the buyer's date of birth at the first checkout only, and refuses anyone under 18", async () => {
    const buyer = randomUUID();
    const lines = [{ productId: 'claret', quantity: 1 }];
    const first = await call('POST', '/api/orders/checkout', buyer, { lines }, { 'idempotency-key': 'a' });
    expect(first.status).toBe(400);
    expect(first.body.error.details).toEqual({ field: 'dateOfBirth', reason: 'AGE_CONFIRMATION_REQUIRED' });
    const minor = { lines, dateOfBirth: '2008-03-11' };
    const young = await call('POST', '/api/orders/checkout', buyer, minor, { 'idempotency-key': 'b' });
    expect(young.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Sorry, you must be 18 or over to buy wine',
    });
    const adult = { lines, dateOfBirth: '2007-03-10' };
    expect(
      (await call('POST', '/api/orders/checkout', buyer, adult, { 'idempotency-key': 'c' })).status,
    ).toBe(200);
    expect(
      (await call('POST', '/api/orders/checkout', buyer, { lines }, { 'idempotency-key': 'd' })).status,
    ).toBe(200);
  });

  it('refuses a product the catalog does not sell', async () =>
    expect((await checkout(randomUUID(), [{ productId: 'nope', quantity: 1 }])).status).toBe(404));
});

describe('stock hoarding (issue 28.5)', () => {
  const lines = (productId: string, quantity: number) => [{ productId, quantity }];

  it('gives a wine listed without a guest limit the default six: a fresh guest cannot reserve all 36', async () => {
    const hoard = await checkoutFrom(randomUUID(), lines('unlimited', 36), { address: '198.51.100.1' });
    expect(hoard.status).toBe(400);
    expect(hoard.body.error.details).toEqual({
      productId: 'unlimited',
      maxQuantityForGuest: 6,
      requested: 36,
      held: 0,
    });
    const shopper = await checkoutFrom(randomUUID(), lines('unlimited', 6), { address: '198.51.100.2' });
    expect(shopper.status).toBe(200);
  });

  it('counts the guest limit per address: three guests behind one address hold two limits between them', async () => {
    const address = '203.0.113.7';
    const first = await checkoutFrom(randomUUID(), lines('rare', 2), { address });
    const second = await checkoutFrom(randomUUID(), lines('rare', 2), { address });
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await checkoutFrom(randomUUID(), lines('rare', 1), { address });
    expect(third.status).toBe(400);
    expect(third.body.error.message).toBe(
      'Only members may buy more than 2 of rare (4 are already reserved from your network)',
    );
    expect(third.body.error.details).toEqual({
      productId: 'rare',
      maxQuantityForGuest: 2,
      requested: 1,
      held: 4,
    });
    // An IPv6 home is one network whatever address its devices pick within its /64.
    const home = ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b', '2001:0db8:0001:0002:1::c'];
    const fromHome = [];
    for (const address of home)
      fromHome.push(await checkoutFrom(randomUUID(), lines('rare', 2), { address }));
    expect(fromHome.map((a) => a.status)).toEqual([200, 200, 400]);
    // The shop's own networks are no customer's home: a proxy left out of TRUSTED_PROXIES there
    // must not put every customer behind one address.
    const behindProxy = [];
    for (let i = 0; i < 3; i++)
      behindProxy.push(await checkoutFrom(randomUUID(), lines('rare', 2), { address: '10.0.0.5' }));
    expect(behindProxy.map((a) => a.status)).toEqual([200, 200, 200]);
    // Elsewhere, nobody is held back by them.
    expect((await checkoutFrom(randomUUID(), lines('rare', 2), { address: '192.0.2.50' })).status).toBe(200);
  });

  it('counts it per device: a new guest token on the same phone, on another network, holds the same limit', async () => {
    const device = randomUUID();
    expect(
      (await checkoutFrom(randomUUID(), lines('rare', 2), { address: '192.0.2.60', device })).status,
    ).toBe(200);
    const again = await checkoutFrom(randomUUID(), lines('rare', 1), { address: '192.0.2.61', device });
    expect(again.status).toBe(400);
    expect(again.body.error.details).toMatchObject({ maxQuantityForGuest: 2, held: 2 });
  });

  it('caps what a member holds unpaid: a free-trial member cannot reserve 40 bottles of a wine', async () => {
    const member = randomUUID();
    members.add(member);
    const forty = await checkoutFrom(member, lines('rare', 40), { address: '192.0.2.70' });
    expect(forty.status).toBe(400);
    expect(forty.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message:
        'Pay for the bottles of rare you have reserved before reserving more (at most 24 unpaid at once)',
      details: { productId: 'rare', maxUnpaid: 24, requested: 40, held: 0 },
    });
    expect((await checkoutFrom(member, lines('rare', 24), { address: '192.0.2.70' })).status).toBe(200);
    const more = await checkoutFrom(member, lines('rare', 1), { address: '192.0.2.71' });
    expect(more.body.error.details).toEqual({ productId: 'rare', maxUnpaid: 24, requested: 1, held: 24 });
    // Members stay exempt from the guest limit itself (spec section 6).
    expect((await checkoutFrom(member, lines('everyday', 12), { address: '192.0.2.70' })).status).toBe(200);
  });

  it('keeps the address and the device out of the log: only their keyed hashes name the streams', async () => {
    const device = `device-${randomUUID()}`;
    await checkoutFrom(randomUUID(), lines('everyday', 1), { address: '192.0.2.99', device });
    const logged = JSON.stringify(await streamsLike('orders/'));
    expect(logged).not.toContain('192.0.2.99');
    expect(logged).not.toContain(device);
    const shoppers = await streamsLike('orders/shopper/');
    expect(shoppers.some((e) => e.streamId.startsWith('orders/shopper/address-'))).toBe(true);
    expect(shoppers.some((e) => e.streamId.startsWith('orders/shopper/device-'))).toBe(true);
  });
});

describe('order history', () => {
  const user = randomUUID();
  const ids: string[] = [];

  beforeAll(async () => {
    for (const quantity of [1, 2, 3]) {
      now = new Date(now.getTime() + 60_000);
      ids.push((await checkout(user, [{ productId: 'claret', quantity }])).body.orderId);
    }
    await changeOrderStatus(
      store,
      { orderId: ids[0] as string, to: 'CANCELLED', now: now.toISOString() },
      metadata,
    );
    await project();
  });

  it('pages newest first, with the labels of spec section 4', async () => {
    const first = await call('GET', '/fn/getCustomerOrdersV2?limit=2', user);
    expect(first.body).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(first.body.orders.map((o: { orderId: string }) => o.orderId)).toEqual([ids[2], ids[1]]);
    expect(first.body.orders[0].statusLabel).toBe('Reserved');
    const rest = await call('GET', '/fn/getCustomerOrdersByUser?offset=2', user);
    expect(rest.body).toMatchObject({ total: 3, offset: 2, limit: 20 });
    expect(rest.body.orders).toMatchObject([
      { orderId: ids[0], status: 'CANCELLED', statusLabel: 'Cancelled' },
    ]);
  });

  it('filters by status: what is in storage, what is cancelled', async () => {
    const cancelled = await call('GET', '/fn/getCustomerOrdersV2?status=CANCELLED', user);
    expect(cancelled.body).toMatchObject({ total: 1, orders: [{ orderId: ids[0] }] });
    expect(
      (await call('GET', '/fn/getCustomerOrdersV2?status=PAID_IN_STORAGE&offset=5', user)).body.total,
    ).toBe(0);
    expect((await call('GET', '/fn/getCustomerOrdersV2?status=PAID', user)).status).toBe(400);
  });

  it("keeps each customer's orders their own", async () => {
    expect((await call('GET', '/fn/getCustomerOrdersV2', randomUUID())).body).toMatchObject({
      orders: [],
      total: 0,
    });
    const other = await call('GET', `/fn/getCustomerOrdersByUser?userId=${user}`, randomUUID());
    expect(other.status).toBe(403);
  });
});

describe('redelivery', () => {
  const dump = (schema: string, table: string) =>
    db.pool.query(`SELECT * FROM ${schema}.${table} ORDER BY 1`).then((r) => r.rows);

  it.each([
    { projection: ordersCatalogProjection, table: 'offers' },
    { projection: orderHistoryProjection, table: 'order_history' },
  ] as { projection: PgProjection; table: string }[])(
    'builds the same $table when every event comes twice',
    async ({ projection, table }) => {
      await project();
      const schema = `rm_${projection.name.replaceAll('-', '_')}_twice`;
      const twice = new PgProjector(db.pool, projection, { deadLetters: pgDeadLetters(db.pool), schema });
      await twice.setup();
      const events = await allEvents();
      for (let i = 0; i < events.length; i += 7) {
        const batch = events.slice(i, i + 7).flatMap((e) => [e, e]);
        await twice.applyBatch(STORE_SOURCE, batch);
        await twice.applyBatch(STORE_SOURCE, batch);
      }
      expect(await dump(schema, table)).toEqual(
        await dump(`rm_${projection.name.replaceAll('-', '_')}`, table),
      );
    },
  );
});

describe('the idempotency key of a checkout', () => {
  it('answers the same key and body with the first order, and the same key with another body 409', async () => {
    const user = randomUUID();
    const key = randomUUID();
    const first = await checkout(user, [{ productId: 'claret', quantity: 2 }], key);
    expect(first.status).toBe(200);
    const again = await checkout(user, [{ productId: 'claret', quantity: 2 }], key);
    expect(again).toMatchObject({ status: 200, body: { orderId: first.body.orderId } });

    const other = await checkout(user, [{ productId: 'claret', quantity: 12 }], key);
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different checkout',
    });
    const orders = (await streamsLike(`orders/order/${first.body.orderId}`)).filter(
      (e) => e.type === 'OrderPlaced',
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]?.data).toMatchObject({ lines: [{ productId: 'claret', quantity: 2 }] });
  });
});
