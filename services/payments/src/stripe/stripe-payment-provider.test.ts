import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentProviderError } from '@wine/contracts/payments/payment-provider';
import qs from 'qs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeClient } from './stripe-client.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';

// The real Stripe SDK, pointed at a local server answering in Stripe's API format (as
// stripe-node's own tests do): what our adapter sends, and how it reads every answer.

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Record<string, unknown>;
}
type Answer = { status: number; body: unknown };

const seen: Seen[] = [];
let answers: Answer[] = [];
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://local');
    seen.push({
      method: request.method ?? '',
      path: url.pathname,
      headers: request.headers,
      params: qs.parse(body),
    });
    const answer = answers.shift() ?? {
      status: 500,
      body: { error: { type: 'api_error', message: 'no answer set' } },
    };
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
    response.end(JSON.stringify(answer.body));
  });
});
let provider: StripePaymentProvider;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = new StripePaymentProvider(
    stripeClient({ secretKey: 'sk_test_adapter', host: '127.0.0.1', port, protocol: 'http' }),
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  answers = [];
});

const intent = (fields: Record<string, unknown>) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 14_000,
  currency: 'gbp',
  client_secret: 'pi_123_secret_abc',
  metadata: { orderId: 'order-1' },
  last_payment_error: null,
  next_action: null,
  ...fields,
});
const charge = () =>
  provider.charge({
    amountPence: 14_000,
    description: 'Order order-1',
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: 'order-order-1-payment-1',
    metadata: { orderId: 'order-1', userId: 'user-1', attempt: '1' },
    returnUrl: 'https://shop.test/checkout/complete?order_id=order-1',
  });

describe('charging a card through the Stripe SDK', () => {
  it('sends the amount in pence, GBP, the order in metadata and the idempotency key of the attempt', async () => {
    answers = [{ status: 200, body: intent({ status: 'succeeded' }) }];
    expect(await charge()).toEqual({
      status: 'succeeded',
      paymentIntentId: 'pi_123',
      amountPence: 14_000,
      currency: 'gbp',
    });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('order-order-1-payment-1');
    expect(request?.headers.authorization).toBe('Bearer sk_test_adapter');
    expect(request?.params).toMatchObject({
      amount: '14000',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      return_url: 'https://shop.test/checkout/complete?order_id=order-1',
      metadata: { orderId: 'order-1', userId: 'user-1', attempt: '1' },
    });
  });

  it("reads a 402 card_error as a declined card, keeping Stripe's decline code", async () => {
    answers = [
      {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent({ status: 'requires_payment_method' }),
          },
        },
      },
    ];
    expect(await charge()).toEqual({
      status: 'card_declined',
      paymentIntentId: 'pi_123',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('hands back the bank page and client secret when 3-D Secure is required', async () => {
    const next_action = {
      type: 'redirect_to_url',
      redirect_to_url: {
        url: 'https://hooks.stripe.com/3d_secure/abc',
        return_url: 'https://shop.test/back',
      },
    };
    answers = [{ status: 200, body: intent({ status: 'requires_action', next_action }) }];
    expect(await charge()).toEqual({
      status: 'requires_action',
      paymentIntentId: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      redirectUrl: 'https://hooks.stripe.com/3d_secure/abc',
    });
  });

  it('retries a 5xx with the same idempotency key, then reports a retryable provider error', async () => {
    const down = { status: 503, body: { error: { type: 'api_error', message: 'Service unavailable' } } };
    answers = [down, down, down];
    const failure = await charge().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ retryable: true });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual([
      'order-order-1-payment-1',
      'order-order-1-payment-1',
      'order-order-1-payment-1',
    ]);
  });

  it('reports a request Stripe refuses as a provider error that will not pass on retry', async () => {
    answers = [
      { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } } },
    ];
    await expect(charge()).rejects.toMatchObject({ name: 'PaymentProviderError', retryable: false });
  });
});

describe('the other calls', () => {
  it('refunds with its own idempotency key', async () => {
    answers = [{ status: 200, body: { id: 're_1', object: 'refund', payment_intent: 'pi_123' } }];
    expect(await provider.refund('pi_123', 'refund-pi_123')).toEqual({ refundId: 're_1' });
    expect(seen[0]).toMatchObject({
      path: '/v1/refunds',
      params: { payment_intent: 'pi_123' },
      headers: { 'idempotency-key': 'refund-pi_123' },
    });
  });

  it('reads a PaymentIntent back with its state, secret and bank page', async () => {
    answers = [
      {
        status: 200,
        body: intent({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } }),
      },
    ];
    expect(await provider.paymentIntent('pi_123')).toEqual({
      paymentIntentId: 'pi_123',
      status: 'requires_payment_method',
      amountPence: 14_000,
      currency: 'gbp',
      clientSecret: 'pi_123_secret_abc',
      metadata: { orderId: 'order-1' },
      lastErrorCode: 'card_declined',
      redirectUrl: null,
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_123' });
  });

  it('stops a paid subscription at its period end (an update) and a trial at once (a cancel)', async () => {
    const subscription = (fields: Record<string, unknown>) => ({
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      status: 'active',
      trial_end: null,
      cancel_at: null,
      metadata: { userId: 'user-1' },
      ...fields,
    });
    answers = [
      { status: 200, body: subscription({ cancel_at_period_end: true, cancel_at: 1_900_000_000 }) },
      { status: 200, body: subscription({ status: 'canceled' }) },
    ];
    const atEnd = await provider.cancelSubscription('sub_1', { atPeriodEnd: true, idempotencyKey: 'k-end' });
    expect(atEnd).toMatchObject({ status: 'active', cancelAt: new Date(1_900_000_000_000).toISOString() });
    await provider.cancelSubscription('sub_1', { atPeriodEnd: false, idempotencyKey: 'k-now' });
    expect(seen.map((r) => [r.method, r.path, r.params, r.headers['idempotency-key']])).toEqual([
      ['POST', '/v1/subscriptions/sub_1', { cancel_at_period_end: 'true' }, 'k-end'],
      ['DELETE', '/v1/subscriptions/sub_1', {}, 'k-now'],
    ]);
  });
});
