import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { listing } from '@wine/contracts/testing/wine-listing';
import {
  holdOrder,
  listDispatchRequests,
  markDispatched,
  releaseOrder,
  type WarehouseDeps,
} from '@wine/orders/ops/warehouse-operations';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { EventStore } from '@wine/platform/event-store/event-store';
import { createTestDatabase, eventually, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyPath, provedEmailFor, startMoneyPath } from './testing/money-path-app.ts';

// The warehouse's operations (npm run ops) on the real stack with no courier running: the
// dispatch requests wait until someone acts, as they do when the courier is booked by hand.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let db: TestDatabase;
let path: MoneyPath;
let ops: WarehouseDeps;

beforeAll(async () => {
  db = await createTestDatabase();
  path = await startMoneyPath({ db });
  await path.list(listing('claret', { publicPricePence: 2500, stockLevel: 1000 }));
  await path.project();
  ops = {
    pool: db.pool,
    store: new EventStore(db.pool),
    clock: () => new Date(),
    productName: 'Cellar Door',
    metadata: { correlationId: 'ops-test', causationId: null, userId: null, region: 'GB' },
  };
});
afterAll(async () => {
  await path.stop();
  await db.drop();
});

async function paidOrder(user: string): Promise<string> {
  const placed = await path.call('POST', '/api/orders/checkout', {
    user,
    body: { lines: [{ productId: 'claret', quantity: 12 }], dateOfBirth: '1990-01-01' },
    headers: { 'idempotency-key': randomUUID() },
  });
  const orderId = placed.body.orderId as string;
  await path.call('POST', '/fn/attemptPayment', { user, body: { orderId, stripePaymentId: 'pm_card_visa' } });
  return orderId;
}
async function labelOf(user: string, orderId: string) {
  await path.project();
  const page = await path.call('GET', '/fn/getCustomerOrdersV2', { user });
  return page.body.orders.find((o: { orderId: string }) => o.orderId === orderId);
}
const runOps = (args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'services/orders/src/ops/ops-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: db.url },
  });

describe('a courier booked by hand', () => {
  it('lists the dispatch request, then marks it dispatched: Dispatched with the tracking reference, and the customer is e-mailed it', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user);
    const sent = await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds: [orderId] } });
    const dispatchId = sent.body.dispatchId as string;
    await path.project();
    expect(await listDispatchRequests(db.pool)).toContainEqual({
      dispatchId,
      userId: user,
      orderIds: [orderId],
      caseSlots: 12,
    });

    const [order] = await markDispatched(ops, dispatchId, 'PHONED-DPD-42');
    expect(order?.status).toBe('DISPATCHED');
    expect(await labelOf(user, orderId)).toMatchObject({
      statusLabel: 'Dispatched',
      delivery: { state: 'ON_ITS_WAY', trackingReference: 'PHONED-DPD-42' },
    });
    await path.project();
    expect((await listDispatchRequests(db.pool)).map((r) => r.dispatchId)).not.toContain(dispatchId);
    const mail = await eventually(async () =>
      path.mails.find(
        (m) => m.to.includes(provedEmailFor(user)) && m.raw.includes('your wine is on its way'),
      ),
    );
    expect(mail.raw).toContain('Tracking reference: PHONED-DPD-42');
    // Marked twice (a second operator): nothing more happens.
    await markDispatched(ops, dispatchId, 'PHONED-DPD-43');
    expect((await labelOf(user, orderId)).delivery.trackingReference).toBe('PHONED-DPD-42');
  });
});

describe('a hold from the warehouse', () => {
  it('keeps a paid order from dispatch until released', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user);
    expect((await holdOrder(ops, orderId)).status).toBe('PAID_HOLD_DISPATCH');
    expect((await labelOf(user, orderId)).statusLabel).toBe('Paid hold dispatch');

    const refused = await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds: [orderId] } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Our warehouse is holding this order; contact us to have it sent',
    );
    expect((await releaseOrder(ops, orderId)).status).toBe('PAID_IN_STORAGE');
    expect((await labelOf(user, orderId)).statusLabel).toBe('Ready for dispatch');
    await expect(releaseOrder(ops, orderId)).rejects.toBeInstanceOf(IllegalStateError);
  });

  it('is refused for an order whose dispatch is requested (its courier is booked)', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user);
    await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds: [orderId] } });
    await expect(holdOrder(ops, orderId)).rejects.toThrow(
      'An order that is DISPATCH_REQUESTED cannot be held',
    );
  });
});

describe('a hold on an unpaid order', () => {
  it("is the warehouse's: Unpaid hold dispatch, paid while held stays held, then released to storage", async () => {
    const user = randomUUID();
    const placed = await path.call('POST', '/api/orders/checkout', {
      user,
      body: { lines: [{ productId: 'claret', quantity: 2 }], dateOfBirth: '1990-01-01' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const orderId = placed.body.orderId as string;
    const byCustomer = await path.call('POST', '/api/orders/hold-dispatch', { user, body: { orderId } });
    expect(byCustomer.status).toBe(409);

    expect((await holdOrder(ops, orderId)).status).toBe('UNPAID_HOLD_DISPATCH');
    expect((await labelOf(user, orderId)).statusLabel).toBe('Unpaid hold dispatch');
    await path.call('POST', '/fn/attemptPayment', {
      user,
      body: { orderId, stripePaymentId: 'pm_card_visa' },
    });
    expect((await labelOf(user, orderId)).statusLabel).toBe('Paid hold dispatch');
    const lifted = await path.call('POST', '/api/orders/release-dispatch-hold', { user, body: { orderId } });
    expect(lifted.status).toBe(409);
    expect((await releaseOrder(ops, orderId)).status).toBe('PAID_IN_STORAGE');
  });
});

describe("the customer's own hold", () => {
  it('keeps their paid bottles in storage until they let them go; nobody else can touch it', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user);
    const stranger = await path.call('POST', '/api/orders/hold-dispatch', {
      user: randomUUID(),
      body: { orderId },
    });
    expect(stranger.status).toBe(404);

    const held = await path.call('POST', '/api/orders/hold-dispatch', { user, body: { orderId } });
    expect(held.body).toMatchObject({ orderId, status: 'PAID_HOLD_DISPATCH' });
    expect((await labelOf(user, orderId)).statusLabel).toBe('Paid hold dispatch');
    const again = await path.call('POST', '/api/orders/hold-dispatch', { user, body: { orderId } });
    expect(again.body.status).toBe('PAID_HOLD_DISPATCH');

    const released = await path.call('POST', '/api/orders/release-dispatch-hold', {
      user,
      body: { orderId },
    });
    expect(released.body.status).toBe('PAID_IN_STORAGE');
    expect((await labelOf(user, orderId)).statusLabel).toBe('Ready for dispatch');
  });
});

describe('npm run ops', () => {
  it('holds and releases an order from the command line, and says why it cannot', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user);
    expect((await runOps(['hold', orderId])).stdout).toBe(`${orderId}: Paid hold dispatch\n`);
    expect((await runOps(['release', orderId])).stdout).toBe(`${orderId}: Ready for dispatch\n`);
    await expect(runOps(['release', orderId])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('An order that is PAID_IN_STORAGE is not held for dispatch'),
    });
    await expect(runOps(['ship', orderId])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
  });
});
