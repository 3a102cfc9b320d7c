import { randomUUID } from 'node:crypto';
import { orderHistoryProjection } from '@wine/orders/projections/order-history-projection';
import { listing } from '@wine/orders/testing/wine-listing';
import { diffAgainstRebuild } from '@wine/platform/chaos/read-model-check';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyPath, startMoneyPath } from '../testing/money-path-app.ts';
import { startAnswerDroppingProxy } from './answer-dropping-proxy.ts';

// A customer's checkout and payment whose answers are lost on the way back: the browser retries
// with the same idempotency key and must get one order and one charge.

let path: MoneyPath;
let proxy: Awaited<ReturnType<typeof startAnswerDroppingProxy>>;

beforeAll(async () => {
  path = await startMoneyPath();
  proxy = await startAnswerDroppingProxy(new URL(path.url));
  await path.list(listing('claret', { publicPricePence: 2500, memberPricePence: 2000, stockLevel: 1000 }));
  await path.project();
});
afterAll(async () => {
  await proxy.close();
  await path.stop();
});

async function lostAnswer(route: string, user: string, body: unknown, key?: string): Promise<void> {
  const sent = fetch(`${proxy.url}${route}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  await expect(sent).rejects.toThrow();
}

describe('checkout retried after a lost answer', () => {
  it('places one order and takes one charge, and the order history equals its rebuild', async () => {
    const user = randomUUID();
    const key = randomUUID();
    const checkout = { lines: [{ productId: 'claret', quantity: 2 }], dateOfBirth: '1990-01-01' };
    await lostAnswer('/api/orders/checkout', user, checkout, key);
    const retried = await path.call('POST', '/api/orders/checkout', {
      user,
      body: checkout,
      headers: { 'idempotency-key': key },
    });
    expect(retried.status).toBe(200);
    const orderId = retried.body.orderId as string;

    const before = path.charges();
    await lostAnswer('/fn/attemptPayment', user, { orderId, stripePaymentId: 'pm_card_visa' });
    const paid = await path.call('POST', '/fn/attemptPayment', {
      user,
      body: { orderId, stripePaymentId: 'pm_card_visa' },
    });
    expect(paid.body.paymentStatus).toBe('succeeded');
    expect(path.charges() - before).toBe(1);

    const events = await path.events();
    expect(events.filter((e) => e.type === 'OrderPlaced')).toHaveLength(1);
    expect(
      events.filter((e) => e.type === 'PaymentSucceeded' && e.streamId === `orders/order/${orderId}`),
    ).toHaveLength(1);

    await path.project();
    const schema = pgSchemaOf(orderHistoryProjection.name);
    const diffs = await diffAgainstRebuild(path.pool, orderHistoryProjection, async () => {
      const { rows } = await path.pool.query(`SELECT * FROM ${schema}.order_history ORDER BY order_id`);
      return rows;
    });
    expect(diffs).toBe(0);
  });
});
