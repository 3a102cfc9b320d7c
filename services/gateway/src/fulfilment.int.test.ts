import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { signCourierReport } from '@wine/orders/courier/courier-signature';
import {
  ORDER_HISTORY_PROJECTION,
  orderHistoryProjection,
} from '@wine/orders/projections/order-history-projection';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf, STORE_SOURCE } from '@wine/platform/projections/projection';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER_WEBHOOK_SECRET,
  type MoneyPath,
  provedEmailFor,
  startMoneyPath,
} from './testing/money-path-app.ts';

// Storage -> dispatch -> courier -> delivery on the real stack: Postgres, the booking effect and
// the mail effect behind the log, the courier simulator on its own loopback listener (a quick
// schedule), its signed webhooks coming back over HTTP, e-mails to a real SMTP server.

let path: MoneyPath;
const dateOfBirth = '1990-01-01';

beforeAll(async () => {
  path = await startMoneyPath({ courier: { collectAfterMs: 300, deliverAfterMs: 300 } });
  await path.list(listing('claret', { publicPricePence: 2500, memberPricePence: 2000, stockLevel: 1000 }));
  await path.project();
});
afterAll(() => path.stop());

const courier = () => {
  if (!path.courier) throw new Error('the fulfilment tests run the courier simulator');
  return path.courier;
};

/** A paid order of `quantity` bottles, in storage. */
async function paidOrder(user: string, quantity: number): Promise<string> {
  const placed = await path.call('POST', '/api/orders/checkout', {
    user,
    body: { lines: [{ productId: 'claret', quantity }], dateOfBirth },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.status).toBe(200);
  const orderId = placed.body.orderId as string;
  const paid = await path.call('POST', '/fn/attemptPayment', {
    user,
    body: { orderId, stripePaymentId: 'pm_card_visa' },
  });
  expect(paid.body.paymentStatus).toBe('succeeded');
  return orderId;
}

async function dispatch(user: string, orderIds: string[]): Promise<string> {
  const sent = await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds } });
  expect(sent.status).toBe(200);
  return sent.body.dispatchId as string;
}

interface HistoryEntry {
  orderId: string;
  statusLabel: string;
  delivery?: { state: string; label: string; trackingReference: string };
}
async function history(user: string): Promise<HistoryEntry[]> {
  await path.project();
  return (await path.call('GET', '/fn/getCustomerOrdersV2', { user })).body.orders;
}
const untilDelivered = (user: string, count: number) =>
  eventually(async () => {
    const orders = await history(user);
    return orders.filter((o) => o.delivery?.state === 'DELIVERED').length === count && orders;
  });

const mailsTo = (user: string, subject: string) =>
  path.mails.filter(
    (m) => m.to.includes(provedEmailFor(user)) && m.raw.includes(`Subject: Cellar Door: ${subject}`),
  );
const eventsOf = async (orderId: string, type: string) =>
  (await path.events()).filter((e) => e.streamId === `orders/order/${orderId}` && e.type === type);

describe('a full case sent for delivery', () => {
  it('is booked once, shipped and delivered by the courier; the history says Dispatched with the tracking reference; one e-mail carries it', async () => {
    const user = randomUUID();
    const orderIds = [await paidOrder(user, 6), await paidOrder(user, 6)];
    const dispatchId = await dispatch(user, orderIds);

    const orders = await untilDelivered(user, 2);
    const parcels = courier()
      .parcels()
      .filter((p) => p.reference === dispatchId);
    expect(parcels).toHaveLength(1);
    const tracking = parcels[0]?.trackingReference;
    expect(parcels[0]).toMatchObject({
      orderIds,
      caseSlots: 12,
      adultSignatureRequired: true,
      recipientId: user,
    });
    for (const order of orders) {
      expect(order).toMatchObject({
        statusLabel: 'Dispatched',
        delivery: { state: 'DELIVERED', label: 'Delivered', trackingReference: tracking },
      });
    }
    await eventually(async () => mailsTo(user, 'your wine is on its way').length === 1);
    expect(mailsTo(user, 'your wine is on its way')[0]?.raw).toContain(`Tracking reference: ${tracking}`);
    // One notice asked for the whole parcel, on its first order's stream only.
    const notices = (await path.events()).filter(
      (e) =>
        e.type === 'CustomerMessageRequested' &&
        (e.data as { messageId: string }).messageId.startsWith('dispatch-notice/'),
    );
    expect(notices.map((e) => e.streamId)).toEqual([`orders/order/${orderIds[0]}`]);
    expect(mailsTo(user, 'your wine is on its way')).toHaveLength(1);
  });
});

describe('a delivery nobody is in to sign for', () => {
  it('is missed once (the order stays Dispatched, the customer is told when the courier comes again), then delivered', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user, 12);
    const absent = await fetch(`${courier().url}/v1/test_helpers/recipients/${user}/not_at_home`, {
      method: 'POST',
      headers: { authorization: `Bearer ${courier().apiKey}` },
    });
    expect(absent.status).toBe(200);
    await dispatch(user, [orderId]);

    const [order] = await untilDelivered(user, 1);
    expect(order?.statusLabel).toBe('Dispatched');
    expect((await eventsOf(orderId, 'DeliveryAttemptFailed')).map((e) => e.data)).toMatchObject([
      { attempt: 1, reason: 'nobody was in to sign for it' },
    ]);
    expect(await eventsOf(orderId, 'OrderDelivered')).toHaveLength(1);
    await eventually(async () => mailsTo(user, 'we missed you').length === 1);
    expect(mailsTo(user, 'we missed you')[0]?.raw).toContain(
      `Tracking reference: ${order?.delivery?.trackingReference}`,
    );
  });
});

describe("the courier's webhook", () => {
  const post = (payload: string, signature: string) =>
    fetch(`${path.url}/api/courier/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'courier-signature': signature },
      body: payload,
    });

  it('applies the same report delivered twice at once, and again later, once', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user, 12);
    const dispatchId = await dispatch(user, [orderId]);
    const parcel = await eventually(async () =>
      courier()
        .parcels()
        .find((p) => p.reference === dispatchId),
    );
    const payload = JSON.stringify({
      id: 'cre_same_report',
      type: 'parcel.delivered',
      parcel: {
        id: parcel.id,
        reference: dispatchId,
        orderIds: [orderId],
        trackingReference: parcel.trackingReference,
      },
      deliveredAt: new Date().toISOString(),
    });
    const signature = signCourierReport(payload, COURIER_WEBHOOK_SECRET, new Date());
    const answers = await Promise.all([post(payload, signature), post(payload, signature)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await post(payload, signature)).status).toBe(200);
    // ... and the simulator's own reports of the same parcel, whenever they come.
    await untilDelivered(user, 1);
    expect(await eventsOf(orderId, 'OrderDelivered')).toHaveLength(1);
    expect(await eventsOf(orderId, 'OrderDispatched')).toHaveLength(1);
    await eventually(async () => mailsTo(user, 'your wine is on its way').length === 1);
    expect(mailsTo(user, 'your wine is on its way')).toHaveLength(1);
  });

  it('refuses a forged, a stale or a missing signature with 400, and records nothing', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user, 12);
    const payload = JSON.stringify({
      id: 'cre_forged',
      type: 'parcel.delivered',
      parcel: { id: 'prc_x', reference: randomUUID(), orderIds: [orderId], trackingReference: 'FAKE' },
      deliveredAt: new Date().toISOString(),
    });
    const forged = await post(payload, signCourierReport(payload, 'whsec_not_the_secret', new Date()));
    const stale = await post(
      payload,
      signCourierReport(payload, COURIER_WEBHOOK_SECRET, new Date(Date.now() - 301_000)),
    );
    const missing = await post(payload, '');
    for (const answer of [forged, stale, missing]) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await eventsOf(orderId, 'OrderDelivered')).toHaveLength(0);
  });

  it('moves no order that is not in the dispatch the report names', async () => {
    const user = randomUUID();
    const orderId = await paidOrder(user, 12);
    const payload = JSON.stringify({
      id: 'cre_wrong_dispatch',
      type: 'parcel.shipped',
      parcel: { id: 'prc_y', reference: randomUUID(), orderIds: [orderId], trackingReference: 'NOT-OURS' },
      shippedAt: new Date().toISOString(),
    });
    const answer = await post(payload, signCourierReport(payload, COURIER_WEBHOOK_SECRET, new Date()));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, refused: [orderId] });
    expect((await history(user))[0]?.statusLabel).toBe('Ready for dispatch');
  });
});

describe('the order history', () => {
  it('is the same when every fulfilment event comes twice', async () => {
    await path.project();
    const schema = 'rm_order_history_twice';
    const twice = new PgProjector(path.pool, orderHistoryProjection, {
      deadLetters: pgDeadLetters(path.pool),
      schema,
    });
    await twice.setup();
    const events = await path.events();
    for (let i = 0; i < events.length; i += 5) {
      const batch = events.slice(i, i + 5).flatMap((e) => [e, e]);
      await twice.applyBatch(STORE_SOURCE, batch);
      await twice.applyBatch(STORE_SOURCE, batch);
    }
    const rows = (s: string) =>
      path.pool.query(`SELECT * FROM ${s}.order_history ORDER BY order_id`).then((r) => r.rows);
    const live = await rows(pgSchemaOf(ORDER_HISTORY_PROJECTION));
    expect(live.filter((r) => r.delivery_state === 'DELIVERED').length).toBeGreaterThan(0);
    expect(await rows(schema)).toEqual(live);
  });
});
