import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { orderHistoryProjection } from '@wine/orders/projections/order-history-projection';
import { type BenchFigure, writeBenchReport } from '@wine/platform/bench/bench-report';
import { diffAgainstRebuild } from '@wine/platform/chaos/read-model-check';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { eventually } from '@wine/platform/testing/test-env';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MoneyPath, provedEmailFor, startMoneyPath, WEBHOOK_SECRET } from '../testing/money-path-app.ts';
import { startAnswerDroppingProxy } from './answer-dropping-proxy.ts';

// Faults on the money path: answers lost on the way back to the browser, and Stripe webhooks
// delivered again and out of order, SMTP down. One order, one charge, one mail, and a read model
// equal to its rebuild; the figures go to docs/bench/chaos-money-path.md beside chaos.md.

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
  if (figures.length > 0) {
    await writeBenchReport(new URL('../../../../docs/bench/', import.meta.url).pathname, {
      area: 'chaos-money-path',
      title: 'Fault tolerance, proved: the money path',
      command: 'make chaos',
      script: 'services/gateway/src/chaos/money-path-faults.chaos.test.ts',
      figures,
      sections: {
        Injected: `- Lost answers: a TCP proxy forwards the checkout (and the payment) and hangs up as the
  answer starts; the browser retries with the same idempotency key, straight to the gateway.
- Webhooks: payment_intent.succeeded, then the stale payment_failed of the declined first
  attempt, then the success again, all signed as Stripe signs them.
- SMTP down: the suite's SMTP server refuses every recipient ("451 try again later") when a
  payment completes a checkout, then accepts again. The confirmation is identity's
  customer-mail effect: it keeps trying and nothing overtakes it. (Once, when post-checkout sent
  the mail itself, a refused mail was lost for good.)
- Cancel racing dispatch: 40 paid full cases, each cancelled and dispatched at once, while the
  payment provider answers every refund with a 500 (then recovers). The cancellation and the
  refund it owes are decided together under the order's lock; the refund effect retries with one
  idempotency key. Checked: no order both refunded and shipped, one winner per race, one refund
  recorded and one made at the provider per cancellation, the order history equal to its rebuild.`,
      },
    });
  }
});

const figures: BenchFigure[] = [];
/** A figure for the report; `want` is the only right value. */
function record(name: string, label: string, value: number, unit: string, want: number) {
  figures.push({ name, label, value, unit, target: `= ${want}`, pass: value === want });
}

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
    const charges = path.charges() - before;
    const events = await path.events();
    const orders = events.filter((e) => e.type === 'OrderPlaced').length;
    const diffs = await historyDiffs();
    record(
      'checkout_retry.orders',
      'checkout retried after a lost answer: orders placed',
      orders,
      'orders',
      1,
    );
    record('checkout_retry.charges', 'checkout retried after a lost answer: charges', charges, 'charges', 1);
    record(
      'checkout_retry.read_model_diffs',
      'checkout retried: order-history rows unlike the rebuild',
      diffs,
      'rows',
      0,
    );
    expect({ orders, charges, diffs }).toEqual({ orders: 1, charges: 1, diffs: 0 });
  });
});

describe('a Stripe webhook redelivered and out of order', () => {
  it('leaves a paid order paid once: a stale failure after the success changes nothing', async () => {
    const user = randomUUID();
    const placed = await path.call('POST', '/api/orders/checkout', {
      user,
      body: { lines: [{ productId: 'claret', quantity: 1 }], dateOfBirth: '1990-01-01' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const orderId = placed.body.orderId as string;
    const declined = await pay(user, orderId, '4000000000000002');
    expect(declined.body.paymentStatus).toBe('card_declined');
    const paid = await pay(user, orderId, '4242424242424242');
    expect(paid.body.paymentStatus).toBe('succeeded');
    await path.project();
    const before = await historyOf(orderId);

    const intents = path.simulator.paymentIntents().filter((i) => metadataOf(i).orderId === orderId);
    const failed = intents.find((i) => i.status !== 'succeeded');
    const succeeded = intents.find((i) => i.status === 'succeeded');
    if (!failed || !succeeded)
      throw new Error('the simulator holds no failed and paid intents for the order');
    // Newest first, then the stale failure, then the success once more.
    for (const [type, intent] of [
      ['payment_intent.succeeded', succeeded],
      ['payment_intent.payment_failed', failed],
      ['payment_intent.succeeded', succeeded],
    ] as const) {
      expect((await deliverWebhook(type, intent)).status).toBe(200);
    }
    // Orders learns of them from payments' records, behind the log: all handled before the checks.
    await path.caughtUp();

    const events = (await path.events()).filter((e) => e.streamId === `orders/order/${orderId}`);
    const succeededEvents = events.filter((e) => e.type === 'PaymentSucceeded').length;
    await path.project();
    expect(await historyOf(orderId)).toEqual(before);
    const diffs = await historyDiffs();
    record(
      'webhook_out_of_order.payments',
      'webhooks redelivered out of order: PaymentSucceeded',
      succeededEvents,
      'events',
      1,
    );
    record(
      'webhook_out_of_order.read_model_diffs',
      'webhooks out of order: order-history rows unlike the rebuild',
      diffs,
      'rows',
      0,
    );
    expect({ succeededEvents, diffs }).toEqual({ succeededEvents: 1, diffs: 0 });
  });
});

describe('SMTP down while a checkout completes', () => {
  it('sends the order confirmation once when the mail server is back', async () => {
    const user = randomUUID();
    const placed = await path.call('POST', '/api/orders/checkout', {
      user,
      body: { lines: [{ productId: 'claret', quantity: 1 }], dateOfBirth: '1990-01-01' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const orderId = placed.body.orderId as string;
    const email = provedEmailFor(user);
    const refusedBefore = path.smtp.refused();
    path.smtp.refuseRecipients();
    expect((await pay(user, orderId, '4242424242424242')).body.paymentStatus).toBe('succeeded');
    // The confirmation is tried, refused, and tried again while the outage lasts.
    await eventually(async () => path.smtp.refused() >= refusedBefore + 2, { timeoutMs: 30_000 });
    path.smtp.acceptRecipients();
    const mails = () => path.mails.filter((m) => m.to.includes(email)).length;
    await eventually(async () => mails() === 1, { timeoutMs: 30_000 });
    // The browser comes back late: still one confirmation.
    await path.call('POST', '/api/orders/post-checkout', { user, body: { orderId, email } });
    record(
      'smtp_down.confirmations',
      'SMTP down when a payment completes the checkout: confirmation mails',
      mails(),
      'mails',
      1,
    );
    expect(mails()).toBe(1);
  });
});

describe('cancellations racing dispatches while the provider refuses refunds', () => {
  it('never refunds and ships one order, and gives each cancelled order its money back once when the provider is back', async () => {
    const races = 40;
    const refundsBefore = path.refundRequests();
    path.simulator.refuseRefunds();
    const trials = await Promise.all(
      Array.from({ length: races }, async () => {
        const user = randomUUID();
        const placed = await path.call('POST', '/api/orders/checkout', {
          user,
          body: { lines: [{ productId: 'claret', quantity: 12 }], dateOfBirth: '1990-01-01' },
          headers: { 'idempotency-key': randomUUID() },
        });
        const orderId = placed.body.orderId as string;
        expect((await pay(user, orderId, '4242424242424242')).body.paymentStatus).toBe('succeeded');
        const [cancelled, dispatched] = await Promise.all([
          path.call('POST', '/fn/cancelOrder', { user, body: { orderId } }),
          path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds: [orderId] } }),
        ]);
        return { orderId, cancelled: cancelled.status === 200, dispatched: dispatched.status === 200 };
      }),
    );
    // The refunds are tried, refused, and tried again while the outage lasts.
    await eventually(async () => path.refundRequests() > refundsBefore, { timeoutMs: 30_000 });
    path.simulator.acceptRefunds();
    const cancelledIds = trials.filter((t) => t.cancelled).map((t) => t.orderId);
    const typesOf = async () => {
      const byOrder = new Map<string, string[]>();
      for (const e of await path.events()) {
        const orderId = e.streamId.slice('orders/order/'.length);
        if (e.streamId.startsWith('orders/order/'))
          byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), e.type]);
      }
      return byOrder;
    };
    const refunded = (types: string[] | undefined) =>
      (types ?? []).filter((t) => t === 'PaymentRefunded').length;
    const settled = await eventually(
      async () => {
        const byOrder = await typesOf();
        return cancelledIds.every((id) => refunded(byOrder.get(id)) >= 1) && byOrder;
      },
      { timeoutMs: 120_000 },
    );
    const refundedAndShipped = trials.filter(({ orderId }) => {
      const types = settled.get(orderId) ?? [];
      return types.includes('RefundRequested') && types.includes('DispatchRequested');
    }).length;
    const bothWon = trials.filter((t) => t.cancelled && t.dispatched).length;
    const refundsRecorded = cancelledIds.reduce((n, id) => n + refunded(settled.get(id)), 0);
    // Refund objects at the provider: the idempotency key makes every retry the same refund.
    const paidBy = new Map(
      path.simulator.paymentIntents().map((i) => [i.id, metadataOf(i).orderId ?? ''] as const),
    );
    const providerRefunds = path.simulator
      .refunds()
      .filter((r) => cancelledIds.includes(paidBy.get(String(r.payment_intent)) ?? '')).length;
    const diffs = await historyDiffs();
    record(
      'cancel_dispatch.refunded_and_shipped',
      'cancel racing dispatch: orders refunded and shipped',
      refundedAndShipped,
      'orders',
      0,
    );
    record(
      'cancel_dispatch.both_answered_ok',
      'cancel racing dispatch: races both sides won',
      bothWon,
      'races',
      0,
    );
    record(
      'cancel_dispatch.refunds_recorded',
      `cancel racing dispatch: refunds recorded for ${cancelledIds.length} cancellations`,
      refundsRecorded,
      'refunds',
      cancelledIds.length,
    );
    record(
      'cancel_dispatch.provider_refunds',
      'cancel racing dispatch: payments refunded at the provider',
      providerRefunds,
      'payments',
      cancelledIds.length,
    );
    record(
      'cancel_dispatch.read_model_diffs',
      'cancel racing dispatch: order-history rows unlike the rebuild',
      diffs,
      'rows',
      0,
    );
    expect({ refundedAndShipped, bothWon, refundsRecorded, providerRefunds, diffs }).toEqual({
      refundedAndShipped: 0,
      bothWon: 0,
      refundsRecorded: cancelledIds.length,
      providerRefunds: cancelledIds.length,
      diffs: 0,
    });
  });
});

async function pay(user: string, orderId: string, cardNumber: string) {
  const id = await path.typedCard(cardNumber);
  return path.call('POST', '/fn/attemptPayment', { user, body: { orderId, stripePaymentId: id } });
}

function metadataOf(intent: unknown): Record<string, string> {
  return z
    .object({ metadata: z.record(z.string(), z.string()) })
    .catch({ metadata: {} })
    .parse(intent).metadata;
}

function deliverWebhook(type: string, object: unknown) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    data: { object },
  });
  return fetch(`${path.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
}

const historySchema = pgSchemaOf(orderHistoryProjection.name);

async function historyOf(orderId: string): Promise<unknown> {
  const { rows } = await path.pool.query(`SELECT * FROM ${historySchema}.order_history WHERE order_id = $1`, [
    orderId,
  ]);
  return rows;
}

/** Rows of the order history unlike the one the platform's replay rebuilds from the event store. */
async function historyDiffs(): Promise<number> {
  await path.project();
  return diffAgainstRebuild(path.pool, orderHistoryProjection, async () => {
    const { rows } = await path.pool.query(`SELECT * FROM ${historySchema}.order_history ORDER BY order_id`);
    return rows;
  });
}
