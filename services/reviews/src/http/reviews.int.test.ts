import { randomUUID } from 'node:crypto';
import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import { waitForVisibleHead } from '@wine/platform/event-store/visible-head';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf, STORE_SOURCE } from '@wine/platform/projections/projection';
import { RedisProjector } from '@wine/platform/projections/redis-projector';
import { replayPg } from '@wine/platform/replay/replay-pg';
import { replayRedis } from '@wine/platform/replay/replay-redis';
import {
  createTestDatabase,
  createTestRedis,
  type TestDatabase,
  uniqueName,
} from '@wine/platform/testing/test-env';
import { WorkflowRunner } from '@wine/platform/workflows/workflow-runner';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviews } from '../create-reviews.ts';
import { reviewSummariesProjection } from '../projections/review-summaries-projection.ts';
import { reviewsProjection } from '../projections/reviews-projection.ts';
import { buyWine, listWine, staffRole } from '../testing/review-fixtures.ts';

// The reviews context on a real Postgres and Redis: its routes on a platform app, both read
// models fed from the store. Tokens name the user ('guest:<id>' for a guest); verifying real
// ones is identity's business, tested there.

let db: TestDatabase;
let redis: Redis;
let store: EventStore;
let lists: PgProjector;
let summaries: RedisProjector;
let erasure: WorkflowRunner;
const prefix = `${uniqueName('reviews_')}:`;
let now = new Date('2025-03-12T10:00:00.000Z');
const app = createApp({ name: 'reviews-test', logger: createLogger('reviews-test', { level: 'silent' }) });

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
  store = new EventStore(db.pool);
  const deadLetters = pgDeadLetters(db.pool);
  lists = new PgProjector(db.pool, reviewsProjection, { deadLetters });
  summaries = new RedisProjector(redis, reviewSummariesProjection, { deadLetters, keyPrefix: prefix });
  await lists.setup();
  await summaries.setup();

  const verifier = {
    verify: async (token: string): Promise<AuthenticatedUser> => ({
      userId: token.replace('guest:', ''),
      isAnonymous: token.startsWith('guest:'),
      sessionId: 's',
    }),
  };
  const face = createReviews({
    pool: db.pool,
    redis,
    verifier,
    clock: () => now,
    redisKeyPrefix: prefix,
    stamp: { refreshAfterMs: 0, waitAfterMs: 0 },
  });
  for (const routes of face.routes ?? []) app.route('/', routes);
  const [removeErased] = face.workflows ?? [];
  if (!removeErased) throw new Error('reviews has its erasure workflow');
  erasure = new WorkflowRunner(db.pool, removeErased, { store, deadLetters, logger: console });
  await listWine(store, 'claret-2015', 'mw-claret', 2015);
  await listWine(store, 'claret-2022', 'mw-claret', 2022);
  await listWine(store, 'fizz-nv', 'mw-fizz', null);
  await project();
}, 60_000);
afterAll(async () => {
  redis?.disconnect();
  await db?.drop();
});

/** Brings the workflow and both read models up to the end of the log (what the workflow appends included). */
async function project() {
  for (const runner of [erasure, lists, summaries]) {
    await waitForVisibleHead(db.pool);
    for (;;) {
      const events = await readAllAfter(db.pool, await runner.checkpoint(STORE_SOURCE), 1000);
      if (events.length === 0) break;
      await runner.applyBatch(STORE_SOURCE, events);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered.
type Body = any;

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Body }> {
  now = new Date(now.getTime() + 60_000);
  const response = await app.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
const review = (user: string, wine: string, body: Record<string, unknown>) =>
  call('POST', `/api/master-wine/${wine}/reviews`, user, body);
const summary = async (wine: string) => (await call('GET', `/api/master-wine/${wine}/reviews/summary`)).body;
const countsOf = (s: { ratingCounts: { rating: number; count: number }[] }) =>
  Object.fromEntries(s.ratingCounts.map((c) => [c.rating, c.count]));

describe('refusals', () => {
  const ann = randomUUID();

  it('asks a guest, or a caller with no token, to sign in', async () => {
    expect((await call('POST', '/api/master-wine/mw-claret/reviews', undefined, { rating: 5 })).status).toBe(
      401,
    );
    const guest = await review(`guest:${randomUUID()}`, 'mw-claret', { rating: 5 });
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('AUTH_REQUIRED');
  });

  it.each([0, 6, 4.5, 'five'])(
    'refuses %s stars with the validation envelope and its details',
    async (rating) => {
      const refused = await review(ann, 'mw-claret', { rating, tasteNotes: 'Fine.' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_ERROR');
      expect(refused.body.error.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: expect.arrayContaining(['rating']) })]),
      );
    },
  );

  it('refuses taste notes over 2000 characters and a vintage the wine does not have', async () => {
    expect((await review(ann, 'mw-claret', { rating: 4, tasteNotes: 'x'.repeat(2001) })).status).toBe(400);
    const vintage = await review(ann, 'mw-claret', { rating: 4, vintage: 1999 });
    expect(vintage.status).toBe(400);
    expect(vintage.body.error.details[0].path).toEqual(['vintage']);
  });

  it("will not let a customer review as someone else, by path or by the named call's body", async () => {
    const other = randomUUID();
    const asOther = await review(ann, 'mw-claret', { rating: 1, customerId: other });
    expect(asOther.status).toBe(403);
    const named = await call('POST', '/fn/rateMasterWine', ann, {
      customerId: other,
      masterWineId: 'mw-claret',
      rating: 1,
      tasteNotes: 'Awful',
    });
    expect(named.status).toBe(403);
    expect((await store.readStream(`reviews/wine/mw-claret~${other}`)).version).toBe(0);
  });

  it('answers 404 for a wine the catalog does not list', async () => {
    const unknown = await review(ann, 'mw-nothing', { rating: 4 });
    expect(unknown.status).toBe(404);
    expect((await call('GET', '/api/master-wine/mw-nothing/reviews/summary')).status).toBe(404);
  });
});

describe('a review, edited and deleted', () => {
  const bea = randomUUID();
  const cal = randomUUID();

  it('appears in the list and the summaries of the wine and its vintage', async () => {
    const posted = await review(bea, 'mw-claret', {
      rating: 5,
      tasteNotes: 'Cassis, cedar and a long finish.',
      vintage: 2015,
      customerName: 'Bea',
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({
      rating: 5,
      status: 'approved',
      approved: true,
      verifiedBuyer: false,
    });
    const named = await call('POST', '/fn/rateMasterWine', cal, {
      customerId: cal,
      masterWineId: 'mw-claret',
      rating: 3,
      tasteNotes: 'Young and tight, give it time.',
      vintage: 2022,
    });
    expect(named.status).toBe(200);
    await project();
    const s = await summary('mw-claret');
    expect(s).toMatchObject({ avgRating: 4, totalReviews: 2 });
    expect(countsOf(s)).toEqual({ 5: 1, 4: 0, 3: 1, 2: 0, 1: 0 });
    expect(s.vintages).toMatchObject([
      { vintage: 2022, avgRating: 3, totalReviews: 1 },
      { vintage: 2015, avgRating: 5, totalReviews: 1 },
    ]);
    const list = (await call('GET', '/api/master-wine/mw-claret/reviews')).body;
    expect(list.total).toBe(2);
    expect(list.reviews.map((r: { customerName: string }) => r.customerName)).toEqual(['Customer', 'Bea']);
  });

  it('an edit replaces the review in every figure: one review per customer per wine', async () => {
    const edited = await review(bea, 'mw-claret', { rating: 1, tasteNotes: 'Corked.', vintage: 2015 });
    expect(edited.status).toBe(200);
    await project();
    const s = await summary('mw-claret');
    expect(s).toMatchObject({ avgRating: 2, totalReviews: 2 });
    expect(countsOf(s)).toEqual({ 5: 0, 4: 0, 3: 1, 2: 0, 1: 1 });
    const list = (await call('GET', '/api/master-wine/mw-claret/reviews?ratings=1')).body;
    expect(list.reviews).toMatchObject([
      {
        id: (await review(bea, 'mw-claret', { rating: 1, tasteNotes: 'Corked.', vintage: 2015 })).body.id,
        tasteNotes: 'Corked.',
      },
    ]);
  });

  it('a deletion by its author takes it out of the list and every figure', async () => {
    expect((await call('DELETE', '/api/master-wine/mw-claret/reviews', bea)).status).toBe(204);
    await project();
    const s = await summary('mw-claret');
    expect(s).toMatchObject({ avgRating: 3, totalReviews: 1 });
    expect(s.vintages).toMatchObject([{ vintage: 2022, totalReviews: 1 }]);
    expect((await call('GET', '/api/master-wine/mw-claret/reviews')).body.total).toBe(1);
  });
});

describe('honest reviews', () => {
  it("marks a review by someone who paid for the wine as a verified buyer's, from orders' events", async () => {
    const buyer = randomUUID();
    await buyWine(store, randomUUID(), buyer, 'fizz-nv');
    await review(buyer, 'mw-fizz', {
      rating: 4,
      tasteNotes: 'Fine bubbles, green apple.',
      writtenForReward: true,
    });
    await review(randomUUID(), 'mw-fizz', { rating: 5, tasteNotes: 'Never bought it, love it.' });
    await project();
    const list = (await call('GET', '/api/master-wine/mw-fizz/reviews')).body.reviews;
    expect(
      list.map((r: { verifiedBuyer: boolean; writtenForReward: boolean }) => [
        r.verifiedBuyer,
        r.writtenForReward,
      ]),
    ).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('holds the same words from a second account as pending: seen only by its author, with showAll', async () => {
    const words = 'Absolutely the best wine I have ever tasted, buy it now!';
    const first = randomUUID();
    const copycat = randomUUID();
    await review(first, 'mw-fizz', { rating: 5, tasteNotes: words });
    await project();
    const held = await review(copycat, 'mw-fizz', { rating: 5, tasteNotes: words.toUpperCase() });
    expect(held.body).toMatchObject({ status: 'pending', approved: false });
    await project();
    const mine = (await call('GET', '/api/master-wine/mw-fizz/reviews?showAll=true', copycat)).body.reviews;
    expect(mine.filter((r: { customerId: string }) => r.customerId === copycat)).toHaveLength(1);
    for (const viewer of [first, undefined]) {
      const theirs = (await call('GET', '/api/master-wine/mw-fizz/reviews?showAll=true', viewer)).body
        .reviews;
      expect(theirs.filter((r: { customerId: string }) => r.customerId === copycat)).toHaveLength(0);
    }
    expect((await summary('mw-fizz')).totalReviews).toBe(3);
  });

  it('holds the sixth review in ten minutes from one account', async () => {
    const busy = randomUUID();
    const statuses: string[] = [];
    for (let i = 0; i < 6; i++) {
      await listWine(store, `burst-${i}`, `mw-burst-${i}`, 2020);
      await project();
      statuses.push(
        (await review(busy, `mw-burst-${i}`, { rating: 5, tasteNotes: `Bottle ${i}` })).body.status,
      );
      await project();
    }
    expect(statuses).toEqual(['approved', 'approved', 'approved', 'approved', 'approved', 'pending']);
  });
});

describe('moderation', () => {
  const moderator = randomUUID();
  const author = randomUUID();
  const other = randomUUID();
  const queue = async (who = moderator) => call('GET', '/api/moderation/reviews', who);
  const decide = (reviewId: string, body: unknown, who = moderator) =>
    call('POST', `/api/moderation/reviews/${reviewId}`, who, body);
  const heldIds = async () => (await queue()).body.reviews.map((h: Body) => h.review.id);

  beforeAll(async () => {
    await listWine(store, 'moderated-2019', 'mw-moderated', 2019);
    await staffRole(store, moderator, true);
    await project();
  });

  it('is kept to moderators: a guest or no token gets 401, a customer 403', async () => {
    expect((await call('GET', '/api/moderation/reviews')).status).toBe(401);
    expect((await call('GET', '/api/moderation/reviews', `guest:${other}`)).status).toBe(401);
    const refused = await queue(other);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect((await decide(randomUUID(), { status: 'approved' }, other)).status).toBe(403);
  });

  it('lists a held review with why it was held, and approving it counts it everywhere', async () => {
    const held = await review(author, 'mw-moderated', { rating: 3, tasteNotes: 'Thin.', approved: false });
    await review(other, 'mw-moderated', { rating: 1, tasteNotes: 'Corked.' });
    await project();
    const listed = (await queue()).body;
    expect(listed.reviews).toContainEqual({
      review: expect.objectContaining({ id: held.body.id, status: 'pending', tasteNotes: 'Thin.' }),
      heldFor: null,
    });
    expect((await summary('mw-moderated')).totalReviews).toBe(1);

    const approved = await decide(held.body.id, { status: 'approved' });
    expect(approved).toEqual({ status: 200, body: { id: held.body.id, status: 'approved', reason: null } });
    await project();
    expect(await heldIds()).not.toContain(held.body.id);
    expect(await summary('mw-moderated')).toMatchObject({ totalReviews: 2, avgRating: 2 });
    const shown = (await call('GET', '/api/master-wine/mw-moderated/reviews')).body.reviews;
    expect(shown.map((r: Body) => r.id)).toContain(held.body.id);
  });

  it('rejecting a review takes it out of every figure and list, and says why', async () => {
    const target = (await call('GET', '/api/master-wine/mw-moderated/reviews')).body.reviews.find(
      (r: Body) => r.customerId === other,
    );
    expect((await decide(target.id, { status: 'rejected' })).status).toBe(400);
    const rejected = await decide(target.id, { status: 'rejected', reason: 'Advertises another shop' });
    expect(rejected.body).toEqual({ id: target.id, status: 'rejected', reason: 'Advertises another shop' });
    await project();
    expect(await summary('mw-moderated')).toMatchObject({ totalReviews: 1, avgRating: 3 });
    const shown = (await call('GET', '/api/master-wine/mw-moderated/reviews')).body;
    expect(shown.reviews.map((r: Body) => r.id)).not.toContain(target.id);
    expect(shown.total).toBe(1);
    const own = (await call('GET', '/api/master-wine/mw-moderated/reviews?showAll=true', other)).body.reviews;
    expect(own.find((r: Body) => r.id === target.id)).toMatchObject({
      status: 'rejected',
      moderationReason: 'Advertises another shop',
    });
    // The reason is the author's alone: nobody else's list holds the review, and none holds a reason.
    for (const caller of [author, moderator, undefined]) {
      const seen = (await call('GET', '/api/master-wine/mw-moderated/reviews?showAll=true', caller)).body
        .reviews;
      expect(seen.map((r: Body) => r.id)).not.toContain(target.id);
      expect(seen.filter((r: Body) => 'moderationReason' in r)).toEqual([]);
    }
  });

  it("forgets the reason once the author writes the review again, which goes back to a moderator's queue", async () => {
    const rejected = (
      await call('GET', '/api/master-wine/mw-moderated/reviews?showAll=true', other)
    ).body.reviews.find((r: Body) => r.status === 'rejected');
    await review(other, 'mw-moderated', { rating: 2, tasteNotes: 'Corked, and I said so.' });
    await project();
    const again = (await call('GET', '/api/master-wine/mw-moderated/reviews?showAll=true', other)).body
      .reviews;
    const mine = again.find((r: Body) => r.id === rejected.id);
    expect(mine).toMatchObject({ status: 'pending', tasteNotes: 'Corked, and I said so.' });
    expect(mine).not.toHaveProperty('moderationReason');
    expect(await heldIds()).toContain(rejected.id);
  });

  it('answers 404 for a review it does not know, and stops once the role is revoked', async () => {
    expect((await decide(randomUUID(), { status: 'approved' })).status).toBe(404);
    await staffRole(store, moderator, false);
    await project();
    expect((await queue()).status).toBe(403);
  });
});

describe('app reviews', () => {
  it('are listed newest first and summed up, one per customer', async () => {
    const dan = randomUUID();
    const eve = randomUUID();
    const posted = await call('POST', '/api/app-reviews', dan, {
      rating: 5,
      review: 'Great deals.',
      customerName: 'Dan',
    });
    expect(posted.body).toMatchObject({ kind: 'app', rating: 5, original: true, status: 'approved' });
    await call('POST', '/api/app-reviews', eve, {
      rating: 4,
      review: 'Quick delivery.',
      customerName: 'Eve',
      customerId: eve,
    });
    await call('POST', '/api/app-reviews', dan, {
      rating: 2,
      review: 'Late this time.',
      customerName: 'Dan',
    });
    expect(
      (await call('POST', '/api/app-reviews', eve, { rating: 4.5, review: 'x', customerName: 'Eve' })).status,
    ).toBe(400);
    await project();
    expect((await call('GET', '/api/app-reviews/summary')).body).toEqual({
      averageRating: 3,
      totalReviews: 2,
      totalCustomers: 2,
      ratingDistribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 },
      fiveStarCount: 0,
    });
    const list = (await call('GET', '/api/app-reviews?minRating=3')).body;
    expect(list).toMatchObject({ total: 1, offset: 0, limit: 10, reviews: [{ customerName: 'Eve' }] });
    const all = (await call('GET', '/api/reviews?ratings=2,1&limit=5')).body;
    expect(all.reviews.map((r: { kind: string; rating: number }) => `${r.kind}${r.rating}`)).toEqual([
      'app2',
    ]);
  });
});

describe('many at once, and a replay', () => {
  it('counts 20 reviews of one wine sent at the same moment exactly', async () => {
    await listWine(store, 'rush-2019', 'mw-rush', 2019);
    await project();
    const ratings = Array.from({ length: 20 }, (_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      ratings.map((rating, i) =>
        review(randomUUID(), 'mw-rush', { rating, tasteNotes: `Reviewer ${i} says ${rating}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(ratings.map(() => 200));
    await project();
    const s = await summary('mw-rush');
    expect(s).toMatchObject({ avgRating: 3, totalReviews: 20 });
    expect(countsOf(s)).toEqual({ 5: 4, 4: 4, 3: 4, 2: 4, 1: 4 });
    expect((await call('GET', '/api/master-wine/mw-rush/reviews?limit=50')).body.total).toBe(20);
  });

  it('rebuilds the same summaries and lists from the log', async () => {
    const wines = ['mw-claret', 'mw-fizz', 'mw-rush'];
    const before = await Promise.all(wines.map(summary));
    const appBefore = (await call('GET', '/api/app-reviews/summary')).body;
    const listBefore = (await call('GET', '/api/reviews?limit=50')).body;
    const deadLetters = pgDeadLetters(db.pool);
    await replayRedis(db.pool, redis, reviewSummariesProjection, {
      deadLetters,
      keyPrefix: prefix,
      graceMs: 0,
    });
    await replayPg(db.pool, reviewsProjection, { deadLetters });
    expect(await Promise.all(wines.map(summary))).toEqual(before);
    expect((await call('GET', '/api/app-reviews/summary')).body).toEqual(appBefore);
    expect((await call('GET', '/api/reviews?limit=50')).body).toEqual(listBefore);
  });

  it('builds the same lists when every event comes twice, in a batch and across batches', async () => {
    const dump = async (schema: string) =>
      (
        await db.pool.query(
          `SELECT r.*, (SELECT count(*) FROM ${schema}.paid_orders) AS paid, (SELECT count(*) FROM ${schema}.wines) AS wines
             FROM ${schema}.reviews r ORDER BY review_id`,
        )
      ).rows;
    const twice = new PgProjector(db.pool, reviewsProjection, {
      deadLetters: pgDeadLetters(db.pool),
      schema: 'rm_reviews_twice',
    });
    await twice.setup();
    await waitForVisibleHead(db.pool);
    const events = await readAllAfter(db.pool, { txId: '0', position: '0' }, 100_000);
    for (let i = 0; i < events.length; i += 7) {
      const batch = events.slice(i, i + 7).flatMap((e) => [e, e]);
      await twice.applyBatch(STORE_SOURCE, batch);
      await twice.applyBatch(STORE_SOURCE, batch);
    }
    expect(await dump('rm_reviews_twice')).toEqual(await dump('rm_reviews'));
  });
});

describe('an erased reviewer (requestDataDeletion)', () => {
  it('loses every review they wrote: out of every figure and list, their name and words forgotten', async () => {
    const leaving = randomUUID();
    const staying = randomUUID();
    await listWine(store, 'erased-2018', 'mw-erased', 2018);
    await project();
    await review(leaving, 'mw-erased', { rating: 1, tasteNotes: 'Not for me at all.', customerName: 'Leah' });
    await review(leaving, 'mw-fizz', { rating: 2, tasteNotes: 'Flat.' });
    await review(staying, 'mw-erased', { rating: 5, tasteNotes: 'Lovely.' });
    await call('POST', '/api/app-reviews', leaving, { rating: 1, review: 'Slow.', customerName: 'Leah' });
    await project();
    const fizzBefore = (await summary('mw-fizz')).totalReviews;
    const appBefore = (await call('GET', '/api/app-reviews/summary')).body.totalReviews;
    expect(await summary('mw-erased')).toMatchObject({ totalReviews: 2, avgRating: 3 });

    await store.appendToStream(
      `identity/user/${leaving}`,
      'any',
      [{ type: 'PersonalDataErased', data: { userId: leaving, erasedAt: now.toISOString() } }],
      { correlationId: 'test', causationId: null, userId: null, region: 'GB' },
    );
    await project();

    expect(await summary('mw-erased')).toMatchObject({ totalReviews: 1, avgRating: 5 });
    expect((await summary('mw-fizz')).totalReviews).toBe(fizzBefore - 1);
    expect((await call('GET', '/api/app-reviews/summary')).body.totalReviews).toBe(appBefore - 1);
    const shown = (await call('GET', '/api/master-wine/mw-erased/reviews')).body.reviews;
    expect(shown.map((r: Body) => r.customerId)).toEqual([staying]);
    const { rows } = await db.pool.query(
      `SELECT customer_name, body, deleted FROM ${pgSchemaOf('reviews')}.reviews WHERE customer_id = $1`,
      [leaving],
    );
    expect(rows).toEqual(Array(3).fill({ customer_name: '', body: '', deleted: true }));
  });
});

describe('a summary asked again', () => {
  it('is 304 to a client holding its ETag, and a new one once a review moves it', async () => {
    const ask = (etag?: string) =>
      app.request('/api/master-wine/mw-fizz/reviews/summary', {
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const first = await ask();
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await ask(etag)).status).toBe(304);
    await review(randomUUID(), 'mw-fizz', { rating: 3, tasteNotes: 'Fine for a Tuesday.' });
    await project();
    const moved = await ask(etag);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
  });
});
