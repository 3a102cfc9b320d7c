import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import type { Answer } from '@wine/platform/testing/json-call';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyPath, startMoneyPath } from './testing/money-path-app.ts';

// Issue 28, item 1: "A paid order refunded and shipped". Each race runs 200 times through the
// composed HTTP surface, the real Stripe SDK and the payment simulator, with the refund effect
// running behind the log as the gateway runs it. Whatever wins, the money and the parcel agree.

const TRIALS = 200;
// Races run side by side, as customers' would; enough to keep the two cores busy.
const AT_ONCE = 8;
const dateOfBirth = '1990-01-01';

let path: MoneyPath;

beforeAll(async () => {
  path = await startMoneyPath();
  await path.list(
    listing('race-claret', { publicPricePence: 1800, memberPricePence: 1500, stockLevel: 100_000 }),
  );
  await path.project();
});
afterAll(() => path.stop());

async function placeOrder(user: string): Promise<string> {
  const answer = await path.call('POST', '/api/orders/checkout', {
    user,
    // A full case: dispatched for free, so the dispatch takes no card of its own.
    body: { lines: [{ productId: 'race-claret', quantity: 12 }], dateOfBirth },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(answer.status).toBe(200);
  return answer.body.orderId;
}

const pay = (user: string, orderId: string) =>
  path.call('POST', '/fn/attemptPayment', { user, body: { orderId, stripePaymentId: 'pm_card_visa' } });
const cancel = (user: string, orderId: string) =>
  path.call('POST', '/fn/cancelOrder', { user, body: { orderId } });
const dispatch = (user: string, orderId: string) =>
  path.call('POST', '/fn/dispatchOrders', { user, body: { orderIds: [orderId] } });

async function paidOrder(user: string): Promise<string> {
  const orderId = await placeOrder(user);
  expect((await pay(user, orderId)).body.paymentStatus).toBe('succeeded');
  return orderId;
}

type Outcome = { refundsAsked: number; refunded: number; paid: number; shipped: number; status?: string };

/** What each order's stream says happened to its money and its parcel: one read of the log. */
async function outcomes(): Promise<Map<string, Outcome>> {
  const byOrder = new Map<string, Outcome>();
  for (const event of await path.events()) {
    if (!event.streamId.startsWith('orders/order/')) continue;
    const orderId = event.streamId.slice('orders/order/'.length);
    const outcome = byOrder.get(orderId) ?? { refundsAsked: 0, refunded: 0, paid: 0, shipped: 0 };
    if (event.type === 'RefundRequested') outcome.refundsAsked += 1;
    if (event.type === 'PaymentRefunded') outcome.refunded += 1;
    if (event.type === 'PaymentSucceeded') outcome.paid += 1;
    if (event.type === 'DispatchRequested') outcome.shipped += 1;
    if (event.type === 'OrderStatusChanged') outcome.status = (event.data as { to: string }).to;
    byOrder.set(orderId, outcome);
  }
  return byOrder;
}

const refundsMade = (o: Outcome) => o.refunded === o.refundsAsked;

/**
 * Runs a race TRIALS times, AT_ONCE side by side, each on a new customer's order that `prepare`
 * makes, then waits until every order's outcome passes `check` (reactions and effects run behind
 * the log).
 */
async function race<T>(
  prepare: (user: string) => Promise<string>,
  act: (user: string, orderId: string) => Promise<T>,
  check = refundsMade,
) {
  const trial = async () => {
    const user = randomUUID();
    const orderId = await prepare(user);
    return { orderId, ...(await act(user, orderId)) };
  };
  const trials: (T & { orderId: string })[] = [];
  for (let i = 0; i < TRIALS; i += AT_ONCE) {
    trials.push(...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, TRIALS - i) }, trial))));
  }
  const all = await eventually(
    async () => {
      const known = await outcomes();
      return trials.every(({ orderId }) => check(known.get(orderId) as Outcome)) && known;
    },
    { timeoutMs: 120_000 },
  );
  return { trials, outcomeOf: (orderId: string) => all.get(orderId) as Outcome };
}

const ok = (answer: Answer) => answer.status === 200;

describe('a paid order refunded and shipped (issue 28, item 1)', () => {
  it('cancel against dispatch, 200 times: never refunded and shipped, one provider refund per cancellation', async () => {
    const refundsBefore = path.refundRequests();
    const { trials, outcomeOf } = await race(paidOrder, async (user, orderId) => {
      const [cancelled, dispatched] = await Promise.all([cancel(user, orderId), dispatch(user, orderId)]);
      return { cancelled, dispatched };
    });
    let cancellations = 0;
    for (const { orderId, cancelled, dispatched } of trials) {
      const outcome = outcomeOf(orderId);
      // Exactly one of them wins, and the stream says which.
      expect([ok(cancelled), ok(dispatched)].filter(Boolean)).toHaveLength(1);
      if (ok(cancelled)) {
        cancellations += 1;
        expect(outcome).toMatchObject({ status: 'CANCELLED', refundsAsked: 1, refunded: 1, shipped: 0 });
      } else {
        expect(cancelled.status).toBe(409);
        expect(outcome).toMatchObject({
          status: 'DISPATCH_REQUESTED',
          refundsAsked: 0,
          refunded: 0,
          shipped: 1,
        });
      }
    }
    expect(path.refundRequests() - refundsBefore).toBe(cancellations);
  }, 600_000);

  it('erasure against dispatch, 200 times: never refunded and shipped', async () => {
    const refundsBefore = path.refundRequests();
    // The erasure reaches orders behind the log: each order ends closed by it or shipped.
    const closedOrShipped = (o: Outcome) =>
      (o.status === 'ACCOUNT_CANCELLED' || o.status === 'DISPATCH_REQUESTED') && refundsMade(o);
    const { trials, outcomeOf } = await race(
      paidOrder,
      async (user, orderId) => {
        const erased = path.store.appendToStream(
          `identity/user/${user}`,
          'any',
          [{ type: 'PersonalDataErased', data: { userId: user, erasedAt: new Date().toISOString() } }],
          { correlationId: randomUUID(), causationId: null, userId: user, region: 'GB' },
        );
        const [, dispatched] = await Promise.all([erased, dispatch(user, orderId)]);
        return { dispatched };
      },
      closedOrShipped,
    );
    let closures = 0;
    for (const { orderId, dispatched } of trials) {
      const outcome = outcomeOf(orderId);
      if (outcome.status === 'ACCOUNT_CANCELLED') {
        closures += 1;
        expect(dispatched.status).toBe(409);
        expect(outcome).toMatchObject({ refundsAsked: 1, refunded: 1, shipped: 0 });
      } else {
        expect(ok(dispatched)).toBe(true);
        expect(outcome).toMatchObject({ refundsAsked: 0, refunded: 0, shipped: 1 });
      }
    }
    expect(path.refundRequests() - refundsBefore).toBe(closures);
  }, 600_000);

  it('cancel against an in-flight payment, 200 times: never charged without the buyer told it succeeded', async () => {
    const refundsBefore = path.refundRequests();
    const { trials, outcomeOf } = await race(placeOrder, async (user, orderId) => {
      const [paid, cancelled] = await Promise.all([pay(user, orderId), cancel(user, orderId)]);
      return { paid, cancelled };
    });
    let refundsOwed = 0;
    for (const { orderId, paid, cancelled } of trials) {
      const outcome = outcomeOf(orderId);
      const charged = path
        .intents()
        .filter((intent) => (intent.metadata as { orderId?: string }).orderId === orderId)
        .filter((intent) => intent.status === 'succeeded');
      if (charged.length > 0) {
        // Money taken is money the buyer was told was taken: one charge, answered 'succeeded'.
        expect(charged).toHaveLength(1);
        expect(paid.body.paymentStatus).toBe('succeeded');
        expect(outcome.paid).toBe(1);
      } else {
        expect(paid.body.paymentStatus).not.toBe('succeeded');
      }
      if (ok(cancelled)) {
        expect(outcome.status).toBe('CANCELLED');
        // A cancellation that came after the payment gives it back, once.
        expect(outcome).toMatchObject({ refundsAsked: charged.length, refunded: charged.length });
        refundsOwed += charged.length;
      } else {
        expect(cancelled.status).toBe(409);
        expect(outcome).toMatchObject({ refundsAsked: 0, refunded: 0 });
      }
    }
    expect(path.refundRequests() - refundsBefore).toBe(refundsOwed);
  }, 600_000);
});
