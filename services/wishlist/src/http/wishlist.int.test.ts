import { randomUUID } from 'node:crypto';
import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { waitForVisibleHead } from '@wine/platform/event-store/visible-head';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistProjection } from '../projections/wishlist-projection.ts';
import { wishlistRouter } from './wishlist-router.ts';

// The wishlist on a real Postgres: routes through a platform app, the projector fed from the
// store, and identity's GuestClaimed appended as identity appends it. Tokens are user ids here:
// verifying real ones is identity's business, tested there.

let db: TestDatabase;
let store: EventStore;
let projector: PgProjector;
let now = new Date('2025-03-10T10:00:00.000Z');
const app = createApp({ name: 'wishlist-test', logger: createLogger('wishlist-test', { level: 'silent' }) });

beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
  projector = new PgProjector(db.pool, wishlistProjection, { deadLetters: pgDeadLetters(db.pool) });
  await projector.setup();
  const verifier = {
    verify: async (token: string): Promise<AuthenticatedUser> => ({
      userId: token,
      isAnonymous: false,
      sessionId: 's',
    }),
  };
  app.route('/', wishlistRouter({ pool: db.pool, verifier, clock: () => now }));
});
afterAll(() => db.drop());

/** Each request a minute after the last, so "most recently saved first" has an order to show. */
async function call(method: string, path: string, token?: string) {
  now = new Date(now.getTime() + 60_000);
  const response = await app.request(path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
const save = (user: string, wine: string) => call('PUT', `/api/wishlist/${wine}`, user);
const remove = (user: string, wine: string) => call('DELETE', `/api/wishlist/${wine}`, user);
const saved = async (user: string) =>
  ((await call('GET', '/api/wishlist', user)).body.items as { wineProductId: string }[]).map(
    (i) => i.wineProductId,
  );

async function allEvents(): Promise<StoredEvent[]> {
  await waitForVisibleHead(db.pool);
  return readAllAfter(db.pool, { txId: '0', position: '0' }, 10_000);
}

/** Brings the read model up to the end of the log. */
async function project() {
  await waitForVisibleHead(db.pool);
  for (;;) {
    const events = await readAllAfter(db.pool, await projector.checkpoint(STORE_SOURCE), 500);
    if (events.length === 0) return;
    await projector.applyBatch(STORE_SOURCE, events);
  }
}

async function claim(guestId: string, userId: string) {
  await store.appendToStream(
    `identity/user/${userId}`,
    'any',
    [{ type: 'GuestClaimed', data: { guestId, userId, claimedAt: now.toISOString() } }],
    { correlationId: 'claim', causationId: null, userId, region: 'GB' },
  );
}

describe('a wishlist', () => {
  it('needs a bearer token and a product id that can exist', async () => {
    expect((await call('GET', '/api/wishlist')).status).toBe(401);
    const refused = await save(randomUUID(), 'Not_A_Wine');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('saves once, however often the same wine is saved', async () => {
    const user = randomUUID();
    const first = await save(user, 'wine-0001');
    const again = await save(user, 'wine-0001');
    expect(first).toEqual({ status: 200, body: { wineProductId: 'wine-0001', addedAt: expect.any(String) } });
    expect(again.body.addedAt).toBe(first.body.addedAt);
    expect((await store.readStream(`wishlist/list/${user}`)).version).toBe(1);
    expect((await remove(user, 'wine-0001')).status).toBe(204);
    expect((await remove(user, 'wine-0001')).status).toBe(204);
    expect((await store.readStream(`wishlist/list/${user}`)).version).toBe(2);
    await project();
    expect(await saved(user)).toEqual([]);
  });
});

describe('a guest who signs in to an existing account', () => {
  const guest = randomUUID();
  const account = randomUUID();

  beforeAll(async () => {
    await save(account, 'wine-0003');
    await save(account, 'wine-0004');
    await remove(account, 'wine-0004');
    await save(guest, 'wine-0001');
    await save(guest, 'wine-0002');
    await remove(guest, 'wine-0002');
    await save(guest, 'wine-0004');
    await claim(guest, account);
    await project();
  });

  it("finds what they saved as a guest on the account's list, newest first", async () =>
    expect(await saved(account)).toEqual(['wine-0004', 'wine-0001', 'wine-0003']));

  it('can take a wine brought over from the guest off the list', async () => {
    await remove(account, 'wine-0001');
    await project();
    expect(await saved(account)).toEqual(['wine-0004', 'wine-0003']);
  });

  it('leaves other people alone', async () => expect(await saved(randomUUID())).toEqual([]));
});

describe('redelivery', () => {
  const dump = async (schema: string) =>
    (
      await db.pool.query(
        `SELECT user_id, wine_product_id, saved, marked_at, last_position FROM ${schema}.wishlist_marks
          ORDER BY user_id, wine_product_id`,
      )
    ).rows.concat(
      (await db.pool.query(`SELECT guest_id, user_id FROM ${schema}.claimed_guests ORDER BY guest_id`)).rows,
    );

  it('builds the same read model when every event is delivered twice, in a batch and across batches', async () => {
    const events = await allEvents();
    const twice = new PgProjector(db.pool, wishlistProjection, {
      deadLetters: pgDeadLetters(db.pool),
      schema: 'rm_wishlist_twice',
    });
    await twice.setup();
    for (let i = 0; i < events.length; i += 3) {
      const batch = events.slice(i, i + 3).flatMap((e) => [e, e]);
      await twice.applyBatch(STORE_SOURCE, batch);
      await twice.applyBatch(STORE_SOURCE, batch);
    }
    expect(await dump('rm_wishlist_twice')).toEqual(await dump('rm_wishlist'));
  });

  // Wishlist and identity events come on different topics, so a claim may be applied before the
  // guest's own events, and anything may come again. Applied straight, past the checkpoints.
  it('builds the same read model from the events in reverse order, each twice', async () => {
    const schema = 'rm_wishlist_reversed';
    await new PgProjector(db.pool, wishlistProjection, {
      deadLetters: pgDeadLetters(db.pool),
      schema,
    }).setup();
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL search_path TO ${schema}, public`);
      const handled = (await allEvents()).filter((e) => wishlistProjection.handles.includes(e.type));
      for (const event of handled.reverse()) await wishlistProjection.apply([event, event], client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await dump(schema)).toEqual(await dump('rm_wishlist'));
  });
});
