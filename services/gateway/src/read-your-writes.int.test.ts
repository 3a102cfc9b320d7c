import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { EventStore } from '@wine/platform/event-store/event-store';
import { callJson } from '@wine/platform/testing/json-call';
import { createTestDatabase, eventually, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fuzzSessions } from './testing/fuzz-sessions.ts';
import { startGatewayProcess } from './testing/gateway-process.ts';

// Read-your-writes through the real gateway process: a command's answer carries its consistency
// token; a read that sends it back answers from read models that have it (the order history
// after a payment; the member check after joining or leaving the club, which travels from the
// payments context through identity's workflow to the member read model).

let db: TestDatabase;
let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;
let member: string;
let memberId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = await startGatewayProcess({
    DATABASE_URL: db.url,
    REDIS_URL: inject('services').redisUrl,
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const meta = { correlationId: 'seed', causationId: null, userId: null, region: 'GB' };
  const wine = listing('ryw-claret', { publicPricePence: 2500, memberPricePence: 2000, stockLevel: 100 });
  await new EventStore(db.pool).appendToStream(
    'catalog/wine/ryw-claret',
    0,
    [{ type: 'WineListed', data: wine }],
    meta,
  );
  ({ member } = await fuzzSessions(gateway.url, 7001));
  memberId = JSON.parse(Buffer.from(member.split('.')[1] ?? '', 'base64url').toString()).sub;
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await db?.drop();
});

// Every call is the member's, from one client address.
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callJson(gateway.url, method, path, {
    user: member,
    body,
    headers: { 'x-forwarded-for': '10.0.27.89', ...headers },
  });
const tokenOf = (answer: { headers: Headers }) => {
  const token = answer.headers.get('x-consistency-token');
  expect(token).toMatch(/^[1-9][0-9]*$/);
  return token as string;
};

describe('read-your-writes through the gateway', () => {
  it("shows a just-paid order as paid in the history read with the payment's token", async () => {
    const key = randomUUID();
    // The wine reaches the orders context's read model a moment after it was listed.
    const placed = await eventually(async () => {
      const answer = await call(
        'POST',
        '/api/orders/checkout',
        { lines: [{ productId: 'ryw-claret', quantity: 2 }], dateOfBirth: '1990-01-01' },
        { 'idempotency-key': key },
      );
      return answer.status === 200 ? answer : undefined;
    });
    tokenOf(placed);
    const paid = await call('POST', '/fn/attemptPayment', {
      orderId: placed.body.orderId,
      stripePaymentId: 'pm_card_visa',
    });
    expect(paid.body.paymentStatus).toBe('succeeded');
    const history = await call('GET', '/fn/getCustomerOrdersV2', undefined, {
      'x-min-position': tokenOf(paid),
    });
    expect(history.headers.get('x-consistency')).toBe('reached');
    expect(history.body.orders).toMatchObject([
      { orderId: placed.body.orderId, statusLabel: 'Ready for dispatch' },
    ]);
  });

  it("shows a member as a member in the check read with the subscription's token, and after leaving the trial (to its end)", async () => {
    const memberCheck = (token: string) =>
      call('POST', '/api/auth/member-check', { appUserId: memberId }, { 'x-min-position': token });
    const joined = await call('POST', '/api/web-app/signup/subscription', {
      paymentMethodId: 'pm_card_visa',
    });
    expect(joined.body).toMatchObject({ isMember: true, status: 'trialing' });
    const asMember = await memberCheck(tokenOf(joined));
    expect(asMember.headers.get('x-consistency')).toBe('reached');
    expect(asMember.body.isMember).toBe(true);

    // A trial left runs to its end (issue 28.6): the read with the answer's token says so.
    const left = await call('POST', '/api/web-app/stripe/cancel-subscription');
    expect(left.body).toMatchObject({ isMember: true, status: 'trialing', endsAt: joined.body.trialEndsAt });
    const afterLeaving = await memberCheck(tokenOf(left));
    expect(afterLeaving.headers.get('x-consistency')).toBe('reached');
    expect(afterLeaving.body.isMember).toBe(true);
  });
});
