import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { stripeClient } from '@wine/payments/stripe/stripe-client';
import { eventually } from '@wine/platform/testing/test-env';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MoneyPath, provedEmailFor, startMoneyPath, WEBHOOK_SECRET } from './testing/money-path-app.ts';

// Checkout -> payment -> storage -> dispatch through the composed HTTP surface: the real Stripe
// SDK talks to the payment simulator over HTTP, and the simulator's webhooks come back signed.

let path: MoneyPath;
const dateOfBirth = '1990-01-01';

beforeAll(async () => {
  path = await startMoneyPath();
  // A generous guest limit: these buyers fill several cases of it (the limit has its own tests).
  const claret = { ...listing('claret').product, maxQuantityForGuest: 120 };
  await path.list(
    listing('claret', { publicPricePence: 2500, memberPricePence: 2000, stockLevel: 1000, product: claret }),
  );
  await path.list(listing('magnum', { product: { ...listing('magnum').product, bottleSize: 'MAGNUM' } }));
  await path.project();
});
afterAll(() => path.stop());

async function placeOrder(user: string, quantity = 12, key = randomUUID()) {
  const answer = await path.call('POST', '/api/orders/checkout', {
    user,
    body: { lines: [{ productId: 'claret', quantity }], dateOfBirth },
    headers: { 'idempotency-key': key },
  });
  expect(answer.status).toBe(200);
  return answer.body.orderId as string;
}

const cardFor = (number: string) => path.typedCard(number);

const pay = (user: string, orderId: string, stripePaymentId: string) =>
  path.call('POST', '/fn/attemptPayment', { user, body: { orderId, stripePaymentId } });

/** The customer answers the bank's 3-D Secure page; the answer is the redirect back to the shop. */
const answerBank = (redirectUrl: string, outcome: 'complete' | 'fail') =>
  fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ outcome }),
  });

const signedEvent = (object: unknown, secret = WEBHOOK_SECRET, timestamp?: number) => {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return { payload, header };
};
const deliver = ({ payload, header }: { payload: string; header: string }) =>
  fetch(`${path.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });

const orderEvents = async (orderId: string) =>
  (await path.events()).filter((e) => e.streamId === `orders/order/${orderId}`).map((e) => e.type);

async function historyLabel(user: string, orderId: string): Promise<string | undefined> {
  await path.project();
  const page = await path.call('GET', '/fn/getCustomerOrdersV2', { user });
  return page.body.orders.find((o: { orderId: string }) => o.orderId === orderId)?.statusLabel;
}
const untilLabel = (user: string, orderId: string, label: string) =>
  eventually(async () => (await historyLabel(user, orderId)) === label);

/** Waits for the simulator's webhook about this order's payment, then counts what it left. */
async function paymentsAfterWebhook(orderId: string): Promise<number> {
  const paid = async () =>
    (await path.events()).filter(
      (e) => e.streamId === `orders/order/${orderId}` && e.type === 'PaymentSucceeded',
    );
  const first = await eventually(async () => (await paid())[0]);
  const intent = (first.data as { paymentIntentId: string }).paymentIntentId;
  await eventually(
    async () =>
      (
        await path.pool.query(
          "SELECT 1 FROM payments_stripe_inbox WHERE object_id = $1 AND stripe_type = 'payment_intent.succeeded'",
          [intent],
        )
      ).rowCount === 1,
  );
  return (await paid()).length;
}

describe('paying for an order', () => {
  it("declines the decline card ('Card declined'), then takes 4242 on a retry: Ready for dispatch", async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user);
    const declined = await pay(user, orderId, await cardFor('4000 0000 0000 0002'));
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      paymentStatus: 'card_declined',
      message: 'Card declined',
      order: { status: 'CARD_DECLINE', statusLabel: 'Card declined' },
    });
    const paid = await pay(user, orderId, await cardFor('4242424242424242'));
    expect(paid.body).toMatchObject({
      paymentStatus: 'succeeded',
      order: {
        orderId,
        status: 'PAID_IN_STORAGE',
        statusLabel: 'Ready for dispatch',
        totals: { totalPence: 30_000 },
      },
    });
    await untilLabel(user, orderId, 'Ready for dispatch');
  });

  it('charges once for the same checkout sent twice and paid twice', async () => {
    const user = randomUUID();
    const key = randomUUID();
    const [first, again] = [await placeOrder(user, 2, key), await placeOrder(user, 2, key)];
    expect(again).toBe(first);
    const card = await cardFor('4242424242424242');
    const before = path.charges();
    const answers = [await pay(user, first, card), await pay(user, first, card)];
    expect(answers.map((a) => a.body.paymentStatus)).toEqual(['succeeded', 'succeeded']);
    expect(path.charges() - before).toBe(1);
    expect(await paymentsAfterWebhook(first)).toBe(1);
  });

  it("refuses to charge another customer's order", async () => {
    const orderId = await placeOrder(randomUUID(), 1);
    const stranger = await pay(randomUUID(), orderId, await cardFor('4242424242424242'));
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('NOT_FOUND');
  });

  it('sends a 3-D Secure card to the bank and records the payment when the customer comes back', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const asked = await pay(user, orderId, await cardFor('4000 0027 6000 3184'));
    expect(asked.body).toMatchObject({
      paymentStatus: 'requires_action',
      order: { status: 'UNPAID_AWAITING_STOCK' },
    });
    const { redirectUrl, clientSecret } = asked.body.nextAction;
    expect(redirectUrl.startsWith(`${path.simulator.url}/payments-simulator/3ds/`)).toBe(true);
    expect(await (await fetch(redirectUrl)).text()).toContain('Complete authentication');
    const back = await answerBank(redirectUrl, 'complete');
    expect(back.status).toBe(303);
    const returnUrl = new URL(back.headers.get('location') ?? '');
    expect(returnUrl.searchParams.get('order_id')).toBe(orderId);
    expect(returnUrl.searchParams.get('payment_intent_client_secret')).toBe(clientSecret);
    const confirmed = await path.call('POST', '/api/orders/confirm-delivery-payment-3ds', {
      user,
      body: { clientSecret },
    });
    expect(confirmed.body).toMatchObject({
      paymentStatus: 'succeeded',
      order: { statusLabel: 'Ready for dispatch' },
    });
    // The webhook brings the same news: still one payment.
    expect(await paymentsAfterWebhook(orderId)).toBe(1);
  });

  it('gets the order paid from the webhook alone when the customer closes the tab at the bank', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const asked = await pay(user, orderId, await cardFor('4000002760003184'));
    await answerBank(asked.body.nextAction.redirectUrl, 'complete');
    await untilLabel(user, orderId, 'Ready for dispatch');
  });

  it('declines the order when the customer fails the bank check', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const asked = await pay(user, orderId, await cardFor('4000002760003184'));
    await answerBank(asked.body.nextAction.redirectUrl, 'fail');
    const confirmed = await path.call('POST', '/api/orders/confirm-delivery-payment-3ds', {
      user,
      body: { clientSecret: asked.body.nextAction.clientSecret },
    });
    expect(confirmed.body).toMatchObject({
      paymentStatus: 'card_declined',
      order: { status: 'CARD_DECLINE' },
    });
  });
});

describe('what the payment provider refuses', () => {
  it('answers a made-up 3-D Secure client secret with 402 in the envelope, never a 500', async () => {
    const user = randomUUID();
    const answer = await path.call('POST', '/api/orders/confirm-delivery-payment-3ds', {
      user,
      body: { clientSecret: 'pi_madeup0000000000_secret_madeup0000' },
    });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({
      code: 'HTTP_402',
      message: expect.stringContaining('refused'),
    });
  });

  it("answers other_error ('Payment failed') for Stripe's processing-error test card, the order still payable", async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const failed = await pay(user, orderId, await cardFor('4000 0000 0000 0119'));
    expect(failed.status).toBe(200);
    expect(failed.body.paymentStatus).toBe('other_error');
    const paid = await pay(user, orderId, await cardFor('4242424242424242'));
    expect(paid.body.paymentStatus).toBe('succeeded');
  });

  it('declines an unknown card as other_error, the order still payable with a real one', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const unknown = await pay(user, orderId, 'pm_madeup000000000000');
    expect(unknown.status).toBe(200);
    expect(unknown.body.paymentStatus).toBe('other_error');
    const paid = await pay(user, orderId, await cardFor('4242424242424242'));
    expect(paid.body.paymentStatus).toBe('succeeded');
  });
});

describe('the payment simulator', () => {
  it("is not on the gateway's port: nothing there takes a payment intent or a subscription", async () => {
    for (const route of ['/v1/payment_intents', '/v1/subscriptions', '/v1/payment_methods']) {
      const answer = await path.call('POST', route, {
        headers: { authorization: `Bearer ${path.simulator.secretKey}` },
        body: { amount: 30 },
      });
      expect(answer.status, route).toBe(404);
    }
  });
});

describe('Stripe webhooks', () => {
  async function paidIntentFor(orderId: string, user: string, amount = '2500') {
    // A PaymentIntent Stripe holds for the order, paid, as a webhook would describe it.
    const created = await fetch(`${path.simulator.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${path.simulator.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        amount,
        currency: 'gbp',
        payment_method: 'pm_card_visa',
        confirm: 'true',
        'metadata[orderId]': orderId,
        'metadata[userId]': user,
      }),
    });
    return created.json();
  }
  it('applies an event delivered three times once', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const intent = await paidIntentFor(orderId, user);
    // The simulator's own webhook for this intent may land too: it is the same payment.
    const event = signedEvent(intent);
    const statuses = await Promise.all([deliver(event), deliver(event), deliver(event)]).then((all) =>
      all.map((r) => r.status),
    );
    expect(statuses).toEqual([200, 200, 200]);
    // Delivered again later: the inbox has it, so nothing is applied and Stripe is told it was a duplicate.
    expect(await (await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    // Orders learns of it from payments' record, behind the log.
    await path.caughtUp();
    const types = await orderEvents(orderId);
    expect(types.filter((t) => t === 'PaymentSucceeded')).toHaveLength(1);
    expect(types.filter((t) => t === 'OrderStatusChanged')).toHaveLength(1);
  });

  it('never marks an order paid by 30p: the intent is refunded, logged and counted', async () => {
    const mismatches = async () =>
      Number(
        /wine_orders_payment_mismatches_total (\d+)/.exec((await path.call('GET', '/metrics')).body)?.[1] ??
          0,
      );
    const before = await mismatches();
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    // Made with the API keys, naming the order; the simulator reports it by webhook as Stripe would.
    const intent = (await paidIntentFor(orderId, user, '30')) as { id: string; status: string };
    expect(intent.status).toBe('succeeded');
    await eventually(async () => (await orderEvents(orderId)).includes('PaymentRefunded'));

    const types = await orderEvents(orderId);
    expect(types).toContain('PaymentAmountMismatched');
    expect(types).not.toContain('PaymentSucceeded');
    const refunded = (await path.events()).find(
      (e) => e.streamId === `orders/order/${orderId}` && e.type === 'PaymentRefunded',
    );
    expect(refunded?.data).toMatchObject({ paymentIntentId: intent.id, amountPence: 30, reason: 'mismatch' });
    expect(await historyLabel(user, orderId)).not.toBe('Ready for dispatch');
    expect(await mismatches()).toBe(before + 1);

    // The order still takes its real price.
    const paid = await pay(user, orderId, await cardFor('4242424242424242'));
    expect(paid.body).toMatchObject({
      paymentStatus: 'succeeded',
      order: { statusLabel: 'Ready for dispatch' },
    });
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const before = await orderEvents(orderId);
    const forged = signedEvent(
      {
        id: 'pi_forged',
        object: 'payment_intent',
        status: 'succeeded',
        amount: 2500,
        metadata: { orderId, userId: user },
      },
      'whsec_not_ours_at_all',
    );
    const answer = await deliver(forged);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    const stale = signedEvent(
      { id: 'pi_stale', object: 'payment_intent' },
      WEBHOOK_SECRET,
      Math.floor(Date.now() / 1000) - 301,
    );
    expect((await deliver(stale)).status).toBe(400);
    expect(await orderEvents(orderId)).toEqual(before);
  });
});

describe("a payment Stripe Radar holds for review ('Paid not processed')", () => {
  // Operations decide in Stripe's Dashboard; here the same calls go through the real SDK.
  const dashboard = () => {
    const { hostname, port } = new URL(path.simulator.url);
    return stripeClient({
      secretKey: path.simulator.secretKey,
      host: hostname,
      port: Number(port),
      protocol: 'http',
    });
  };
  const reviewOf = async (orderId: string) => {
    const opened = await eventually(async () =>
      (await path.events()).find(
        (e) => e.type === 'PaymentReviewOpened' && (e.data as { orderId: string }).orderId === orderId,
      ),
    );
    return (opened.data as { reviewId: string }).reviewId;
  };

  it('keeps the paid order from dispatch until operations approve it, then it is ready for dispatch', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 12);
    expect((await pay(user, orderId, await cardFor('4000000000009235'))).body).toMatchObject({
      paymentStatus: 'succeeded',
    });
    const reviewId = await reviewOf(orderId);
    await untilLabel(user, orderId, 'Paid not processed');
    const dispatch = await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds: [orderId] } });
    expect(dispatch.status).toBe(409);

    await dashboard().reviews.approve(reviewId);
    await untilLabel(user, orderId, 'Ready for dispatch');
    const types = await orderEvents(orderId);
    expect(types.filter((t) => t === 'PaymentReviewClosed')).toHaveLength(1);
    expect(types.filter((t) => t === 'CheckoutCompleted')).toHaveLength(1);
  });

  it('cancels the order and puts its bottles back on sale when operations refund it', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 3);
    await pay(user, orderId, await cardFor('4000000000009235'));
    await reviewOf(orderId);
    const intent = await eventually(async () =>
      (await path.events()).find(
        (e) => e.type === 'PaymentSucceeded' && (e.data as { orderId: string }).orderId === orderId,
      ),
    );
    await dashboard().refunds.create({
      payment_intent: (intent.data as { paymentIntentId: string }).paymentIntentId,
    });
    await untilLabel(user, orderId, 'Cancelled');
    const types = await orderEvents(orderId);
    expect(types.filter((t) => t === 'PaymentRefunded')).toHaveLength(1);
    const released = (await path.events()).filter(
      (e) => e.type === 'StockReleased' && (e.data as { orderId: string }).orderId === orderId,
    );
    expect(released.map((e) => (e.data as { quantity: number }).quantity)).toEqual([3]);
  });
});

describe('cancelling', () => {
  it('refunds a paid order once and puts its bottles back on sale; cancelling twice is refused', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 2);
    await pay(user, orderId, 'pm_card_visa');
    const [cancelled, again] = [
      await path.call('POST', '/fn/cancelOrder', { user, body: { orderId } }),
      await path.call('POST', '/fn/cancelOrder', { user, body: { orderId } }),
    ];
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', statusLabel: 'Cancelled' });
    expect(again.status).toBe(409);
    // The refund is an effect of the recorded cancellation: it follows, once.
    await eventually(async () => (await orderEvents(orderId)).includes('PaymentRefunded'));
    const types = await orderEvents(orderId);
    expect(types.filter((t) => t === 'RefundRequested')).toHaveLength(1);
    expect(types.filter((t) => t === 'PaymentRefunded')).toHaveLength(1);
    const released = (await path.events()).filter(
      (e) => e.type === 'StockReleased' && (e.data as { orderId: string }).orderId === orderId,
    );
    expect(released.map((e) => (e.data as { quantity: number }).quantity)).toEqual([2]);

    const unpaid = await placeOrder(user, 1);
    expect(
      (await path.call('POST', '/fn/cancelOrder', { user, body: { orderId: unpaid } })).body.status,
    ).toBe('CANCELLED');
    const stranger = await path.call('POST', '/fn/cancelOrder', {
      user: randomUUID(),
      body: { orderId: unpaid },
    });
    expect(stranger.status).toBe(404);
  });
});

describe('storage and dispatch', () => {
  async function paidOrder(user: string, quantity: number) {
    const orderId = await placeOrder(user, quantity);
    const paid = await pay(user, orderId, 'pm_card_visa');
    expect(paid.body.paymentStatus).toBe('succeeded');
    return orderId;
  }

  it('sends a full case for free, marked for an adult signature', async () => {
    const user = randomUUID();
    const orderIds = [await paidOrder(user, 6), await paidOrder(user, 6)];
    const quote = await path.call('POST', '/fn/getDeliveryFee', { user, body: { orderIds } });
    expect(quote.body).toMatchObject({
      caseSlots: 12,
      fullCases: 1,
      slotsToFill: 0,
      feePence: 0,
      adultSignatureRequired: true,
    });
    const sent = await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds } });
    expect(sent.body).toMatchObject({ feePence: 0, adultSignatureRequired: true });
    expect(sent.body.orders.map((o: { statusLabel: string }) => o.statusLabel)).toEqual([
      'Dispatch requested',
      'Dispatch requested',
    ]);
    const again = await path.call('POST', '/api/orders/send-for-delivery', { user, body: { orderIds } });
    expect(again.body.dispatchId).toBe(sent.body.dispatchId);
  });

  it('asks for the fee of a part case before sending it, and charges it once', async () => {
    const user = randomUUID();
    const orderIds = [await paidOrder(user, 3)];
    const quote = await path.call('POST', '/fn/getDeliveryFee', { user, body: { orderIds } });
    expect(quote.body).toMatchObject({ caseSlots: 3, slotsToFill: 9, feePence: 995 });
    const unaccepted = await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds } });
    expect(unaccepted.status).toBe(409);
    expect(unaccepted.body.error.message).toBe(
      'A part case costs £9.95 to deliver; accept the fee to dispatch it',
    );
    const declined = await path.call('POST', '/fn/dispatchOrders', {
      user,
      body: { orderIds, acceptedFeePence: 995, stripePaymentId: 'pm_card_chargeDeclined' },
    });
    expect(declined.body.error.message).toBe('Card declined');
    const before = path.charges();
    const sent = await path.call('POST', '/fn/dispatchOrders', {
      user,
      body: { orderIds, acceptedFeePence: 995, stripePaymentId: 'pm_card_visa' },
    });
    expect(sent.body).toMatchObject({ feePence: 995, orders: [{ statusLabel: 'Dispatch requested' }] });
    expect(path.charges() - before).toBe(1);
  });

  it('refuses to send an unpaid order', async () => {
    const user = randomUUID();
    const orderIds = [await placeOrder(user, 12)];
    const refused = await path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('ILLEGAL_STATE');
  });
});

describe('after checkout', () => {
  const mailsTo = (email: string) => path.mails.filter((m) => m.to.includes(email));
  const completions = async (orderId: string) =>
    (await path.events()).filter((e) => e.type === 'CheckoutCompleted' && e.streamId.endsWith(orderId));

  it('completes a paid checkout once, with no call from the browser: one CheckoutCompleted, one confirmation e-mail', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 2);
    const email = provedEmailFor(user);
    const early = await path.call('POST', '/api/orders/post-checkout', { user, body: { orderId, email } });
    expect(early.status).toBe(409);
    await pay(user, orderId, 'pm_card_visa');
    await eventually(async () => mailsTo(email).length === 1);
    expect(mailsTo(email)[0]?.raw).toContain('Subject: Cellar Door: your order is confirmed');
    expect(mailsTo(email)[0]?.raw).toContain('Total paid: =C2=A350.00');
    // The browser's post-checkout, late or twice, finds it done and asks for nothing more.
    for (let i = 0; i < 2; i++) {
      const done = await path.call('POST', '/api/orders/post-checkout', { user, body: { orderId, email } });
      expect(done.body).toEqual({ orderId, checkoutId: orderId, emailSent: true });
    }
    expect((await completions(orderId)).map((e) => e.data)).toMatchObject([
      { checkoutId: orderId, userId: user },
    ]);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('resends the confirmation on request, to the same proved address, a few times at most', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const email = provedEmailFor(user);
    const notYet = await path.call('POST', '/api/checkout-champ/email', { user, body: { orderId } });
    expect(notYet.status).toBe(404);
    await pay(user, orderId, 'pm_card_visa');
    await eventually(async () => mailsTo(email).length === 1);
    const stranger = await path.call('POST', '/api/checkout-champ/email', {
      user: randomUUID(),
      body: { orderId },
    });
    expect(stranger.status).toBe(404);
    for (let i = 0; i < 3; i++) {
      const resent = await path.call('POST', '/api/checkout-champ/email', { user, body: { orderId } });
      expect(resent.body.emailSent).toBe(true);
    }
    const tooMany = await path.call('POST', '/api/checkout-champ/email', { user, body: { orderId } });
    expect(tooMany.status).toBe(429);
    await eventually(async () => mailsTo(email).length === 4);
    expect(mailsTo(email).every((m) => m.raw.includes('your order is confirmed'))).toBe(true);
  });

  it('mails only the address the buyer proved to identity, never one the request names', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    await pay(user, orderId, 'pm_card_visa');
    const victim = `victim-${user}@example.com`;
    const done = await path.call('POST', '/api/orders/post-checkout', {
      user,
      body: { orderId, email: victim },
    });
    expect(done.body.emailSent).toBe(true);
    await eventually(async () => mailsTo(provedEmailFor(user)).length === 1);
    expect(mailsTo(victim)).toEqual([]);
    expect((await completions(orderId))[0]?.data).not.toHaveProperty('email');
  });

  it('completes and mails once an order paid only by webhook, the tab closed at the bank', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const asked = await pay(user, orderId, await cardFor('4000002760003184'));
    await answerBank(asked.body.nextAction.redirectUrl, 'complete');
    await eventually(async () => mailsTo(provedEmailFor(user)).length === 1);
    expect(await completions(orderId)).toHaveLength(1);
  });

  it('gives one completion and one mail for a webhook delivered three times with the browser return in between', async () => {
    const user = randomUUID();
    const orderId = await placeOrder(user, 1);
    const asked = await pay(user, orderId, await cardFor('4000002760003184'));
    await answerBank(asked.body.nextAction.redirectUrl, 'complete');
    const action = (await path.events()).find(
      (e) => e.streamId === `orders/order/${orderId}` && e.type === 'PaymentActionRequired',
    );
    const { paymentIntentId: intentId } = z.object({ paymentIntentId: z.string() }).parse(action?.data);
    const event = signedEvent(path.simulator.paymentIntents().find((i) => i.id === intentId));
    const returned = path.call('POST', '/api/orders/confirm-delivery-payment-3ds', {
      user,
      body: { clientSecret: asked.body.nextAction.clientSecret },
    });
    const statuses = await Promise.all([deliver(event), returned.then(() => deliver(event)), deliver(event)]);
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await returned).body.paymentStatus).toBe('succeeded');
    await eventually(async () => mailsTo(provedEmailFor(user)).length === 1);
    expect(await completions(orderId)).toHaveLength(1);
    const types = await orderEvents(orderId);
    expect(types.filter((t) => t === 'PaymentSucceeded')).toHaveLength(1);
    expect(types.filter((t) => t === 'CustomerMessageRequested')).toHaveLength(1);
    expect(mailsTo(provedEmailFor(user))).toHaveLength(1);
  });
});

describe('an account erased (requestDataDeletion)', () => {
  it('cancels its unpaid orders, refunds and cancels its paid ones in the cellar, and gives the bottles back', async () => {
    const user = randomUUID();
    const unpaid = await placeOrder(user, 2);
    const paid = await placeOrder(user, 3);
    await pay(user, paid, 'pm_card_visa');
    // What identity publishes when the person's data is erased.
    await path.store.appendToStream(
      `identity/user/${user}`,
      'any',
      [{ type: 'PersonalDataErased', data: { userId: user, erasedAt: new Date().toISOString() } }],
      { correlationId: 'erase', causationId: null, userId: user, region: 'GB' },
    );
    await untilLabel(user, unpaid, 'Account cancelled');
    await untilLabel(user, paid, 'Account cancelled');
    // Refunded at the provider once (the event is recorded after Stripe's answer), not the unpaid one.
    await eventually(async () => (await orderEvents(paid)).includes('PaymentRefunded'));
    expect((await orderEvents(paid)).filter((t) => t === 'PaymentRefunded')).toHaveLength(1);
    expect(await orderEvents(unpaid)).not.toContain('PaymentRefunded');
    const released = (await path.events()).filter(
      (e) => e.type === 'StockReleased' && [unpaid, paid].includes((e.data as { orderId: string }).orderId),
    );
    expect(released).toHaveLength(2);
  });
});

describe('an account made inactive by operations', () => {
  it('waits its unpaid orders as Account inactive with their bottles still reserved, leaves paid ones in storage, and gives them back when active again', async () => {
    const user = randomUUID();
    const unpaid = await placeOrder(user, 2);
    const paid = await placeOrder(user, 1);
    await pay(user, paid, 'pm_card_visa');
    // What identity publishes (identity.setAccountActive: tested in identity's own suite).
    const publish = (type: 'AccountDeactivated' | 'AccountReactivated', data: Record<string, string>) =>
      path.store.appendToStream(`identity/user/${user}`, 'any', [{ type, data: { userId: user, ...data } }], {
        correlationId: 'account-activity',
        causationId: null,
        userId: null,
        region: 'GB',
      });
    await publish('AccountDeactivated', {
      reason: 'payment dispute',
      deactivatedAt: new Date().toISOString(),
    });
    await untilLabel(user, unpaid, 'Account inactive');
    expect(await historyLabel(user, paid)).toBe('Ready for dispatch');
    const payWhileInactive = await path.call('POST', '/fn/attemptPayment', {
      user,
      body: { orderId: unpaid, stripePaymentId: 'pm_card_visa' },
    });
    expect(payWhileInactive.status).toBe(409);

    await publish('AccountReactivated', { reactivatedAt: new Date().toISOString() });
    await untilLabel(user, unpaid, 'Reserved');
    const released = (await path.events()).filter(
      (e) => e.type === 'StockReleased' && (e.data as { orderId: string }).orderId === unpaid,
    );
    expect(released).toHaveLength(0);
  });
});

describe('a stock count that finds fewer bottles than were sold', () => {
  it('makes the last orders wait for them, first come first served, and moves them on as restocks and cancellations make room', async () => {
    await path.list(listing('counted', { publicPricePence: 2500, stockLevel: 10 }));
    await path.project();
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const orderOf = async (user: string, quantity: number) => {
      const answer = await path.call('POST', '/api/orders/checkout', {
        user,
        body: { lines: [{ productId: 'counted', quantity }], dateOfBirth },
        headers: { 'idempotency-key': randomUUID() },
      });
      return answer.body.orderId as string;
    };
    const a = await orderOf(first, 4);
    const b = await orderOf(second, 4);
    const c = await orderOf(third, 2);
    await pay(first, a, 'pm_card_visa');
    await pay(second, b, 'pm_card_visa');
    const statusOf = async (user: string, orderId: string) => {
      await path.project();
      const page = await path.call('GET', '/fn/getCustomerOrdersV2', { user });
      return page.body.orders.find((o: { orderId: string }) => o.orderId === orderId)?.status as string;
    };
    const until = (user: string, orderId: string, status: string) =>
      eventually(async () => (await statusOf(user, orderId)) === status);
    const count = (stockLevel: number) =>
      path.store.appendToStream(
        'catalog/wine/counted',
        'any',
        [
          {
            type: 'WineStockAdjusted',
            data: { productId: 'counted', stockLevel, adjustedAt: new Date().toISOString() },
          },
        ],
        { correlationId: 'stock-count', causationId: null, userId: null, region: 'GB' },
      );

    // Six bottles are found where ten were sold: the first order keeps its four.
    await count(6);
    await until(second, b, 'PAID_AWAITING_STOCK');
    expect(await historyLabel(second, b)).toBe('Reserved');
    expect(await statusOf(first, a)).toBe('PAID_IN_STORAGE');
    const sendB = await path.call('POST', '/fn/dispatchOrders', { user: second, body: { orderIds: [b] } });
    expect(sendB.status).toBe(409);
    expect(sendB.body.error.message).toBe("Some of this order's bottles have not arrived yet");
    // Nothing more is sold, and the unpaid order, once paid, waits too.
    const more = await path.call('POST', '/api/orders/checkout', {
      user: randomUUID(),
      body: { lines: [{ productId: 'counted', quantity: 1 }], dateOfBirth },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(more.status).toBe(409);
    await eventually(async () => (await orderEvents(c)).includes('OrderAwaitingStock'));
    await pay(third, c, 'pm_card_visa');
    await until(third, c, 'PAID_AWAITING_STOCK');

    // Two bottles arrive: the second order, first in line, is ready; the third still waits.
    await count(8);
    await until(second, b, 'PAID_IN_STORAGE');
    expect(await statusOf(third, c)).toBe('PAID_AWAITING_STOCK');
    // The first customer cancels: their four bottles go to the third order.
    expect((await path.call('POST', '/fn/cancelOrder', { user: first, body: { orderId: a } })).status).toBe(
      200,
    );
    await until(third, c, 'PAID_IN_STORAGE');
    expect((await orderEvents(c)).filter((t) => t === 'OrderAwaitingStock')).toHaveLength(1);
  });
});

describe('paid orders waiting for a full case (Complete case to unlock)', () => {
  it('wait until the orders waiting fill a case, then go together, free', async () => {
    const user = randomUUID();
    const paidOrder = async (quantity: number) => {
      const orderId = await placeOrder(user, quantity);
      await pay(user, orderId, 'pm_card_visa');
      return orderId;
    };
    const [four, five] = [await paidOrder(4), await paidOrder(5)];
    const wait = (orderIds: string[], caller = user) =>
      path.call('POST', '/api/orders/wait-for-full-case', { user: caller, body: { orderIds } });

    expect((await wait([four], randomUUID())).status).toBe(404);
    expect((await wait([four])).body).toMatchObject({
      orders: [{ orderId: four, status: 'PENDING', statusLabel: 'Complete case to unlock' }],
      waitingSlots: 4,
      slotsToFill: 8,
      dispatchId: null,
    });
    expect((await wait([five])).body).toMatchObject({ waitingSlots: 9, slotsToFill: 3, dispatchId: null });
    await untilLabel(user, five, 'Complete case to unlock');
    const stopped = await path.call('POST', '/api/orders/stop-waiting-for-full-case', {
      user,
      body: { orderId: five },
    });
    expect(stopped.body.status).toBe('PAID_IN_STORAGE');

    // Eight more bottles complete the case: the two orders waiting go together, with no fee.
    const charges = path.charges();
    const eight = await paidOrder(8);
    const full = await wait([eight]);
    expect(full.body).toMatchObject({ waitingSlots: 0, slotsToFill: 0, dispatchId: expect.any(String) });
    expect(path.charges()).toBe(charges + 1);
    await untilLabel(user, four, 'Dispatch requested');
    await untilLabel(user, eight, 'Dispatch requested');
    expect(await historyLabel(user, five)).toBe('Ready for dispatch');
    const unpaid = await placeOrder(user, 1);
    expect((await wait([unpaid])).status).toBe(409);
  });

  it('keep no more orders waiting than one dispatch may send', async () => {
    // One bottle, then whole cases: the slots never come to whole cases, so the orders would wait for ever.
    const cased = { ...listing('cased').product, maxQuantityForGuest: 1000 };
    await path.list(listing('cased', { publicPricePence: 1000, stockLevel: 1000, product: cased }));
    await path.project();
    const user = randomUUID();
    const paid = async (quantity: number) => {
      const placed = await path.call('POST', '/api/orders/checkout', {
        user,
        body: { lines: [{ productId: 'cased', quantity }], dateOfBirth },
        headers: { 'idempotency-key': randomUUID() },
      });
      await pay(user, placed.body.orderId, 'pm_card_visa');
      return placed.body.orderId as string;
    };
    const wait = (orderIds: string[]) =>
      path.call('POST', '/api/orders/wait-for-full-case', { user, body: { orderIds } });
    expect((await wait([await paid(1)])).body.waitingSlots).toBe(1);
    const cases: string[] = [];
    for (let i = 0; i < 49; i++) cases.push(await paid(12));
    expect((await wait(cases)).body).toMatchObject({ waitingSlots: 589, dispatchId: null });
    const one = await wait([await paid(12)]);
    expect(one.status).toBe(409);
    expect(one.body.error.message).toBe('At most 50 orders can wait for one case; send some of them first');
  });
});

describe('for operators', () => {
  it('counts payment outcomes and checkout batch sizes on /metrics', async () => {
    const metrics = await path.call('GET', '/metrics');
    expect(metrics.body).toMatch(/wine_orders_payment_attempts_total\{outcome="card_declined"\} [1-9]/);
    expect(metrics.body).toMatch(/wine_orders_payment_attempts_total\{outcome="succeeded"\} [1-9]/);
    expect(metrics.body).toMatch(/wine_orders_checkout_batch_size_count [1-9]/);
  });
});
