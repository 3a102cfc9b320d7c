import { randomUUID } from 'node:crypto';
import { listing } from '@wine/contracts/testing/wine-listing';
import { EventStore } from '@wine/platform/event-store/event-store';
import { type Answer, callJson } from '@wine/platform/testing/json-call';
import { createTestDatabase, eventually, type TestDatabase } from '@wine/platform/testing/test-env';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fuzzSessions } from './testing/fuzz-sessions.ts';
import { startGatewayProcess } from './testing/gateway-process.ts';

// Reviews through the real gateway process, from a purchase to the shop's rating: a review's
// answer carries its consistency token, and the reads that send it back (the summary, the list,
// the wine in the shop) show it. Redis read models keep their checkpoints in Redis, so this test
// has a Redis database of its own (12), emptied first, for figures no other test moves.

let db: TestDatabase;
let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;
let ann: string;
let annId: string;
let bob: string;
let guest: string;
const run = randomUUID().slice(0, 8);
const wine = `rv-claret-${run}`;
const masterWineId = `mw-${wine}`;
const meta = { correlationId: 'seed', causationId: null, userId: null, region: 'GB' };

const subjectOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;

beforeAll(async () => {
  db = await createTestDatabase();
  const redisUrl = inject('services').redisUrl.replace(/\/\d+$/, '/12');
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  gateway = await startGatewayProcess({
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const store = new EventStore(db.pool);
  const list = (productId: string, masterWine: string, name: string) =>
    store.appendToStream(
      `catalog/wine/${productId}`,
      0,
      [
        {
          type: 'WineListed',
          data: listing(productId, {
            masterWineId: masterWine,
            slug: `${productId}-slug`,
            masterWine: { ...listing(productId).masterWine, name },
          }),
        },
      ],
      meta,
    );
  await list(wine, masterWineId, `Claret ${run}`);
  await list(`rv-one-${run}`, `mw-rv-one-${run}`, `Lonely ${run}`);
  await list(`rv-many-${run}`, `mw-rv-many-${run}`, `Popular ${run}`);
  ({ member: ann, guest } = await fuzzSessions(gateway.url, 7301));
  ({ member: bob } = await fuzzSessions(gateway.url, 7302));
  annId = subjectOf(ann);
}, 180_000);
afterAll(async () => {
  await gateway?.stop();
  await db?.drop();
});

// Every call from one client address; `token` names the caller (none: no token at all).
const call = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  callJson(gateway.url, method, path, {
    user: token,
    body,
    headers: { 'x-forwarded-for': '10.0.73.1', ...headers },
  });
const tokenOf = (answer: Answer) => {
  const token = answer.headers.get('x-consistency-token');
  expect(token).toMatch(/^[1-9][0-9]*$/);
  return token as string;
};
/** A read with the write's token: it must answer from read models that have the write. */
async function readAfter(path: string, write: Answer) {
  const answer = await call('GET', path, undefined, undefined, { 'x-min-position': tokenOf(write) });
  expect(answer.headers.get('x-consistency')).toBe('reached');
  return answer.body;
}
const review = (token: string, body: Record<string, unknown>) =>
  call('POST', `/api/master-wine/${masterWineId}/reviews`, token, body);
const summaryPath = `/api/master-wine/${masterWineId}/reviews/summary`;
const shopWinePath = `/api/catalog/wines/${wine}-slug`;

describe('a review through the gateway', () => {
  it('refuses a guest and a review as someone else', async () => {
    expect((await review(guest, { rating: 5 })).status).toBe(401);
    expect((await review(bob, { rating: 5, customerId: annId })).status).toBe(403);
  });

  it("from a customer who bought the wine shows in the summary, the list (verified) and the shop's rating", async () => {
    const placed = await eventually(async () => {
      const answer = await call(
        'POST',
        '/api/orders/checkout',
        ann,
        { lines: [{ productId: wine, quantity: 1 }], dateOfBirth: '1990-01-01' },
        { 'idempotency-key': randomUUID() },
      );
      return answer.status === 200 ? answer : undefined;
    });
    const paid = await call('POST', '/fn/attemptPayment', ann, {
      orderId: placed.body.orderId,
      stripePaymentId: 'pm_card_visa',
    });
    expect(paid.body.paymentStatus).toBe('succeeded');

    const posted = await review(ann, {
      rating: 4,
      tasteNotes: 'Blackcurrant and cedar.',
      customerName: 'Ann',
    });
    expect(posted.status).toBe(200);
    expect(await readAfter(summaryPath, posted)).toMatchObject({ avgRating: 4, totalReviews: 1 });
    expect((await readAfter(shopWinePath, posted)) as object).toMatchObject({ rating: 4, reviewCount: 1 });
    // The payment travels on the orders' topic, the review on the reviews': the badge follows both.
    await eventually(async () => {
      const list = (await call('GET', `/api/master-wine/${masterWineId}/reviews`)).body;
      return list.reviews[0]?.verifiedBuyer === true;
    });
  });

  it('moves every figure with an edit, and takes a deleted review out of all of them', async () => {
    const second = await review(bob, { rating: 2, tasteNotes: 'Thin.' });
    expect(await readAfter(summaryPath, second)).toMatchObject({ avgRating: 3, totalReviews: 2 });
    const edited = await review(ann, { rating: 5, tasteNotes: 'Better after an hour open.' });
    expect(await readAfter(summaryPath, edited)).toMatchObject({ avgRating: 3.5, totalReviews: 2 });
    expect(await readAfter(shopWinePath, edited)).toMatchObject({ rating: 3.5, reviewCount: 2 });

    const deleted = await call('DELETE', `/api/master-wine/${masterWineId}/reviews`, bob);
    expect(deleted.status).toBe(204);
    const summary = await readAfter(summaryPath, deleted);
    expect(summary).toMatchObject({ avgRating: 5, totalReviews: 1 });
    expect(summary.ratingCounts).toContainEqual({ rating: 2, count: 0 });
    expect(await readAfter(shopWinePath, deleted)).toMatchObject({ rating: 5, reviewCount: 1 });
    const list = await readAfter(`/api/master-wine/${masterWineId}/reviews`, deleted);
    expect(list.reviews.map((r: { customerId: string }) => r.customerId)).toEqual([annId]);
  });
});

describe('the shop sorted by rating', () => {
  it('puts 30 reviews at 4.7 above one review at 5 (the Bayesian average)', async () => {
    const store = new EventStore(db.pool);
    const submit = (mw: string, rating: number) => {
      const customerId = randomUUID();
      return store.appendToStream(
        `reviews/wine/${mw}~${customerId}`,
        0,
        [
          {
            type: 'WineReviewSubmitted',
            data: {
              reviewId: randomUUID(),
              masterWineId: mw,
              customerId,
              customerName: 'Reviewer',
              rating,
              tasteNotes: '',
              vintage: null,
              writtenForReward: false,
              status: 'approved',
              heldFor: null,
              submittedAt: '2025-03-01T10:00:00.000Z',
              counted: { rating, vintage: null },
              countedBefore: null,
            },
          },
        ],
        meta,
      );
    };
    await submit(`mw-rv-one-${run}`, 5);
    for (let i = 0; i < 30; i++) await submit(`mw-rv-many-${run}`, i < 21 ? 5 : 4);
    const order = await eventually(async () => {
      const page = (
        await call('GET', '/api/mobile-app/shop/search?sortBy=rating&sortOrder=descending&limit=100')
      ).body;
      const ids: string[] = page.items.map((w: { id: string }) => w.id);
      const popular = page.items.find((w: { id: string }) => w.id === `rv-many-${run}`);
      return popular?.reviewCount === 30 ? ids : undefined;
    });
    expect(order.indexOf(`rv-many-${run}`)).toBeLessThan(order.indexOf(`rv-one-${run}`));
  });
});
