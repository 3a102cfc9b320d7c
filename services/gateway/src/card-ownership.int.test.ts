import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyPath, startMoneyPath } from './testing/money-path-app.ts';

// Issue 28 item 7: attemptPayment charged any saved PaymentMethod for any caller. The shop now
// checks whose card it is before it charges; the simulator refuses as Stripe does besides.

let path: MoneyPath;

beforeAll(async () => {
  path = await startMoneyPath();
  await path.list(listing('claret', { publicPricePence: 2500, memberPricePence: 2000, stockLevel: 1000 }));
  await path.project();
});
afterAll(() => path.stop());

async function placeOrder(user: string): Promise<string> {
  const answer = await path.call('POST', '/api/orders/checkout', {
    user,
    body: { lines: [{ productId: 'claret', quantity: 1 }], dateOfBirth: '1990-01-01' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(answer.status).toBe(200);
  return answer.body.orderId as string;
}

/** The simulator's API with the secret key, as Stripe's would be. */
const stripe = (route: string, form: Record<string, string>, key = path.simulator.secretKey) =>
  fetch(`${path.simulator.url}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

/** A card typed into the browser (Stripe.js, the publishable key), then saved to the user. */
async function savedCardOf(user: string): Promise<string> {
  const id = await path.typedCard('4242424242424242');
  const saved = await path.call('POST', '/fn/onCardAddedFromMobileApp', {
    user,
    body: { paymentMethodId: id },
  });
  expect(saved.status).toBe(200);
  return saved.body.paymentMethod.paymentMethodId as string;
}

const pay = (user: string, orderId: string, stripePaymentId: string) =>
  path.call('POST', '/fn/attemptPayment', { user, body: { orderId, stripePaymentId } });

describe('any PaymentMethod charged for any user', () => {
  it("refuses another customer's saved card before any charge, and charges the owner's", async () => {
    const owner = randomUUID();
    const card = await savedCardOf(owner);
    const thief = randomUUID();
    const orderId = await placeOrder(thief);
    const charges = path.charges();

    const stolen = await pay(thief, orderId, card);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Payment method not found' });
    // Nothing reached Stripe and the order recorded no attempt: the shop's check, not Stripe's.
    expect(path.charges()).toBe(charges);
    const attempts = (await path.events()).filter(
      (e) => e.streamId === `orders/order/${orderId}` && e.type === 'PaymentAttempted',
    );
    expect(attempts).toHaveLength(0);

    // Its owner pays with it: the saved card is charged on their own Stripe customer.
    const own = await pay(owner, await placeOrder(owner), card);
    expect(own.body).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'PAID_IN_STORAGE' } });
    // A fresh card from the browser, attached to nobody, is anyone's first use.
    const fresh = await pay(thief, orderId, 'pm_card_visa');
    expect(fresh.body).toMatchObject({ paymentStatus: 'succeeded' });
  });

  it("is refused by the simulator too, in Stripe's words, when confirmed for another customer or none", async () => {
    const card = await savedCardOf(randomUUID());
    const intent = { amount: '2500', currency: 'gbp', payment_method: card, confirm: 'true' };
    const noCustomer = await stripe('/v1/payment_intents', intent);
    expect(noCustomer.status).toBe(400);
    expect(((await noCustomer.json()) as { error: { message: string } }).error.message).toContain(
      `belongs to the Customer`,
    );
    const other = (await (await stripe('/v1/customers', {})).json()) as { id: string };
    const anotherCustomer = await stripe('/v1/payment_intents', { ...intent, customer: other.id });
    expect(anotherCustomer.status).toBe(400);
    expect(((await anotherCustomer.json()) as { error: { message: string } }).error.message).toBe(
      `The customer does not have a payment method with the ID ${card}. The payment method must be attached to the customer.`,
    );
  });
});
