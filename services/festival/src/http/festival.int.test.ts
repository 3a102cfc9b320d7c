import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import { waitForVisibleHead } from '@wine/platform/event-store/visible-head';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { liveNamespace, RedisProjector } from '@wine/platform/projections/redis-projector';
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
import type { FestivalRow } from '../import/festival-file.ts';
import { importFestivals } from '../import/import-festivals.ts';
import { availabilityProjection } from '../projections/availability-projection.ts';
import { festivalProjection } from '../projections/festival-projection.ts';
import { issueDoorKey, readDoorKey } from '../tickets/door-key.ts';
import { TicketSigner, verifyTicketCode } from '../tickets/ticket-code.ts';
import { eraseTastingNotes } from '../workflows/erase-tasting-notes.ts';
import { festivalRouter } from './festival-router.ts';

// The festival on a real Postgres and Redis: its routes in a platform app, the read models fed
// from the store. Tokens are user ids here ("guest.<id>" for a guest): verifying real ones is
// identity's business, tested there. The server clock is the test's to move.

let db: TestDatabase;
let redis: Redis;
let store: EventStore;
const prefix = `${uniqueName('festival')}:`;
let now = new Date('2025-10-31T12:00:00.000Z');
const clock = () => now;
const signer = new TicketSigner('festival integration test secret 0123456789');
const doorKey = 'festival integration test door key 0123456789';
const app = createApp({ name: 'festival-test', logger: createLogger('festival-test', { level: 'silent' }) });
let pgProjector: PgProjector;
let redisProjector: RedisProjector;
let erasure: WorkflowRunner;

const festivalId = 'autumn-festival-2025';
const festival = (capacity: number): FestivalRow => ({
  festivalId,
  details: {
    name: 'The Autumn Wine Festival',
    venue: 'The Old Truman Brewery, London',
    description: '',
    startsAt: '2025-10-30T10:00:00.000Z',
    endsAt: '2025-10-31T23:59:59.999Z',
    ticketTypes: [
      { ticketTypeId: 'general', name: 'General admission', capacity, pricePence: 0, tokens: 5 },
      { ticketTypeId: 'trade', name: 'Trade', capacity: 10, pricePence: 0, tokens: 20 },
    ],
    wines: [
      { wineProductId: 'wine-0001', tokenCost: 2 },
      { wineProductId: 'wine-0002', tokenCost: 3 },
    ],
  },
});
const publish = (row: FestivalRow) =>
  importFestivals({ store, clock, metadata: metadataFromContext() }, [row]);

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
  store = new EventStore(db.pool);
  const deadLetters = pgDeadLetters(db.pool);
  pgProjector = new PgProjector(db.pool, festivalProjection, { deadLetters });
  redisProjector = new RedisProjector(redis, availabilityProjection, { deadLetters, keyPrefix: prefix });
  await pgProjector.setup();
  await redisProjector.setup();
  const logger = createLogger('festival-test', { level: 'silent' });
  erasure = new WorkflowRunner(db.pool, eraseTastingNotes({ pool: db.pool }), { store, deadLetters, logger });
  await erasure.setup();
  const verifier = {
    verify: async (token: string): Promise<AuthenticatedUser> => {
      const guest = token.startsWith('guest.');
      return { userId: guest ? token.slice(6) : token, isAnonymous: guest, sessionId: 's' };
    },
  };
  app.route(
    '/',
    festivalRouter({
      pool: db.pool,
      redis,
      redisKeyPrefix: prefix,
      verifier,
      signer,
      clock,
      returnUrl: 'http://shop.test/festival',
      festivalKeepMs: 0,
      doorKey,
    }),
  );
  await publish(festival(20));
});
afterAll(async () => {
  await redis.quit();
  await db.drop();
});

async function call(method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
const claim = (userId: string, claimKey = randomUUID(), ticketTypeId = 'general') =>
  call('POST', '/fn/claimFestivalTicket', { body: { festivalId, ticketTypeId, claimKey }, token: userId });
const redeem = (userId: string, wineProductId: string, redemptionId = randomUUID()) =>
  call('POST', '/fn/redeemFestivalTokens', {
    body: { festivalId, wineProductId, redemptionId },
    token: userId,
  });
const userData = (userId: string) =>
  call('GET', `/fn/getFestivalUserData?festivalId=${festivalId}`, { token: userId });

/** Brings both read models, then the erasure workflow, up to the end of the log. */
async function project() {
  await waitForVisibleHead(db.pool);
  for (const projector of [pgProjector, redisProjector, erasure]) {
    for (;;) {
      const events = await readAllAfter(db.pool, await projector.checkpoint(STORE_SOURCE), 1000);
      if (events.length === 0) break;
      await projector.applyBatch(STORE_SOURCE, events);
    }
  }
}
const left = async (ticketTypeId = 'general') => {
  const answer = await call('POST', '/fn/checkFestivalTicketAvailability', { body: { festivalId } });
  return answer.body.ticketTypes.find((t: { ticketTypeId: string }) => t.ticketTypeId === ticketTypeId)
    .remaining;
};
const eventsOf = async (streamPrefix: string, type: string) =>
  Number(
    (
      await db.pool.query(`SELECT count(*) FROM events WHERE stream_id LIKE $1 AND type = $2`, [
        `${streamPrefix}%`,
        type,
      ])
    ).rows[0].count,
  );

describe('claiming the last 100 tickets, 500 people at once', () => {
  it('gives exactly 100 tickets and 400 clear refusals, and the read model says none are left', async () => {
    // 20 already out; then the capacity grows to 120: the last 100 are on sale.
    for (let i = 0; i < 20; i++) expect((await claim(randomUUID())).status).toBe(200);
    expect((await publish(festival(120))).ok).toBe(true);
    await project();
    expect(await left()).toBe(100);

    const answers = await Promise.all(Array.from({ length: 500 }, () => claim(randomUUID())));
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(100);
    expect(new Set(won.map((a) => a.body.ticket.ticketId)).size).toBe(100);
    expect(refused).toHaveLength(400);
    for (const answer of refused)
      expect(answer).toEqual({
        status: 409,
        body: { success: false, error: 'Sorry, these tickets are sold out.', code: 'SOLD_OUT' },
      });
    expect(await eventsOf(`festival/allocation/${festivalId}.general.`, 'TicketAllocated')).toBe(120);
    expect(await eventsOf(`festival/attendee/${festivalId}.`, 'FestivalTicketClaimed')).toBe(120);
    await project();
    expect(await left()).toBe(0);
    // Another ticket type sells on, untouched by the rush.
    expect(await left('trade')).toBe(10);
  });
});

describe('a claim', () => {
  it('with the same claim key twice gives one ticket', async () => {
    const person = randomUUID();
    const key = randomUUID();
    const [first, second] = await Promise.all([claim(person, key, 'trade'), claim(person, key, 'trade')]);
    expect(first?.status).toBe(200);
    expect(second?.body.ticket).toEqual(first?.body.ticket);
    expect((await claim(person, key, 'trade')).body.ticket).toEqual(first?.body.ticket);
    expect((await store.readStream(`festival/attendee/${festivalId}.${person}`)).version).toBe(1);
    expect(await eventsOf(`festival/allocation/${festivalId}.trade.`, 'TicketAllocated')).toBe(1);
    expect(first?.body.festivalUser).toMatchObject({ tokenBalance: 20, tokensSpent: 0 });
  });

  it('comes with a QR code the door checks with the public key alone', async () => {
    const person = randomUUID();
    const { ticket } = (await claim(person, randomUUID(), 'trade')).body;
    const key = await call('GET', '/api/festivals/ticket-key');
    expect(verifyTicketCode(ticket.qrCode, key.body.publicKeyPem)).toEqual({
      t: ticket.ticketId,
      f: festivalId,
      u: person,
      k: 'trade',
    });
  });

  it('needs a signed-in person, not a guest', async () =>
    expect((await claim(`guest.${randomUUID()}`)).body).toEqual({
      success: false,
      error: 'Please sign in to get a festival ticket.',
      code: 'FORBIDDEN',
    }));

  it('for a festival that does not exist is refused with a text', async () => {
    const answer = await call('POST', '/fn/claimFestivalTicket', {
      body: { festivalId: 'no-such-festival', ticketTypeId: 'general', claimKey: randomUUID() },
      token: randomUUID(),
    });
    expect(answer).toMatchObject({
      status: 404,
      body: { success: false, error: 'This festival was not found.' },
    });
  });

  it('with a body that is not a claim is a validation error', async () => {
    const answer = await call('POST', '/fn/claimFestivalTicket', {
      body: { festivalId },
      token: randomUUID(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('tokens', () => {
  const person = randomUUID();
  beforeAll(async () => {
    expect((await claim(person, randomUUID(), 'trade')).status).toBe(200);
  });

  it('the same redemption id three times spends once', async () => {
    const redemptionId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => redeem(person, 'wine-0001', redemptionId)));
    for (const answer of answers)
      expect(answer.body).toMatchObject({ success: true, redemptionId, tokensSpent: 2, tokenBalance: 18 });
    expect(await eventsOf(`festival/attendee/${festivalId}.${person}`, 'FestivalTokensRedeemed')).toBe(1);
    await project();
    expect((await userData(person)).body.festivalUser).toMatchObject({ tokenBalance: 18, tokensSpent: 2 });
  });

  it('never go below zero', async () => {
    for (let i = 0; i < 6; i++) expect((await redeem(person, 'wine-0002')).status).toBe(200);
    const broke = await redeem(person, 'wine-0002');
    expect(broke).toEqual({
      status: 409,
      body: { success: false, error: 'Not enough tokens left for this wine.', code: 'NOT_ENOUGH_TOKENS' },
    });
    expect((await redeem(person, 'wine-0001')).body.code).toBe('NOT_ENOUGH_TOKENS');
    await project();
    expect((await userData(person)).body.festivalUser.tokenBalance).toBe(0);
    const passport = await call('GET', `/fn/getFestivalTastedWines?festivalId=${festivalId}`, {
      token: person,
    });
    expect(
      passport.body.wines.map((w: { wineProductId: string; tokensSpent: number }) => [
        w.wineProductId,
        w.tokensSpent,
      ]),
    ).toEqual([
      ['wine-0001', 2],
      ['wine-0002', 18],
    ]);
  });

  it('only buy wines the festival pours, and a rating needs a tasting', async () => {
    expect((await redeem(person, 'wine-0099')).body.code).toBe('NOT_POURED');
    const rate = (wineProductId: string) =>
      call('POST', '/fn/rateFestivalTastedWine', {
        body: { festivalId, wineProductId, rating: 5, notes: 'Flinty and long' },
        token: person,
      });
    expect((await rate('wine-0001')).body.wine).toMatchObject({ rating: 5, notes: 'Flinty and long' });
    expect((await rate('wine-0099')).body.code).toBe('NOT_TASTED');
  });
});

describe("a festival sign-up (identity's signupUserForFestival)", () => {
  it('makes the person a festival user, before any ticket', async () => {
    const person = randomUUID();
    expect((await userData(person)).body.festivalUser).toBeNull();
    // As identity appends it: the sign-up form's details, encrypted, with the source.
    const pii = 'pii:v1:c2VhbGVk';
    const data = {
      userId: person,
      name: pii,
      email: pii,
      phone: pii,
      source: 'festival',
      providedAt: now.toISOString(),
    };
    await store.appendToStream(`identity/user/${person}`, 'any', [{ type: 'SignUpDetailsProvided', data }], {
      correlationId: 'signup',
      causationId: null,
      userId: person,
      region: 'GB',
    });
    await project();
    const answer = (await userData(person)).body;
    expect(answer.festivalUser).toMatchObject({
      signedUpAt: now.toISOString(),
      ticket: null,
      tokenBalance: 0,
    });
    expect(answer.customer).toEqual({ customerId: person, isAnonymous: false });
  });
});

describe('at the door', () => {
  const scan = async (
    qrCode: string,
    { key = doorKey, doorId = 'north-gate', scanId = randomUUID() } = {},
  ) => {
    const response = await app.request('/fn/admitFestivalTicket', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'x-festival-door-key': key } : {}) },
      body: JSON.stringify({ festivalId, qrCode, doorId, scanId }),
    });
    return { status: response.status, body: JSON.parse(await response.text()) };
  };
  let qrCode: string;
  let ticketId: string;
  beforeAll(async () => {
    ({ qrCode, ticketId } = (await claim(randomUUID(), randomUUID(), 'trade')).body.ticket);
  });

  it('is for door staff only', async () => {
    const refused = {
      success: false,
      error: 'Only the festival door staff can scan tickets.',
      code: 'FORBIDDEN',
    };
    expect(await scan(qrCode, { key: '' })).toEqual({ status: 403, body: refused });
    expect(await scan(qrCode, { key: `${doorKey}!` })).toEqual({ status: 403, body: refused });
  });

  it('lets the ticket in once, records it, and says when to a second scan', async () => {
    const scanId = randomUUID();
    const first = await scan(qrCode, { scanId });
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        alreadyAdmitted: false,
        ticketId,
        ticketTypeName: 'Trade',
        admittedAt: now.toISOString(),
        doorId: 'north-gate',
      },
    });
    // The scanner's retry of the same scan: the same answer.
    expect(await scan(qrCode, { scanId })).toEqual(first);
    // The code shown again at another door: already in, since the first scan.
    expect((await scan(qrCode, { doorId: 'south-gate' })).body).toEqual({
      ...first.body,
      alreadyAdmitted: true,
    });
    expect(await eventsOf(`festival/attendee/${festivalId}.`, 'FestivalTicketAdmitted')).toBe(1);
  });

  it("takes a door key for its own door and festival only, until the festival's end", async () => {
    const refused = { status: 403, body: expect.objectContaining({ code: 'FORBIDDEN' }) };
    const ends = new Date('2025-10-31T23:59:59.999Z');
    const northGate = issueDoorKey(doorKey, { festivalId, doorId: 'north-gate', expiresAt: ends });
    const { qrCode: own } = (await claim(randomUUID(), randomUUID(), 'trade')).body.ticket;
    const admitted = () => eventsOf(`festival/attendee/${festivalId}.`, 'FestivalTicketAdmitted');
    const before = await admitted();
    // Another door's, another festival's, an expired one and one under another secret: refused.
    expect(await scan(own, { key: northGate, doorId: 'south-gate' })).toEqual(refused);
    const otherFestival = issueDoorKey(doorKey, {
      festivalId: 'spring-2026',
      doorId: 'north-gate',
      expiresAt: ends,
    });
    expect(await scan(own, { key: otherFestival })).toEqual(refused);
    const expired = issueDoorKey(doorKey, { festivalId, doorId: 'north-gate', expiresAt: now });
    expect(await scan(own, { key: expired })).toEqual(refused);
    const unsigned = issueDoorKey(`${doorKey} rotated`, {
      festivalId,
      doorId: 'north-gate',
      expiresAt: ends,
    });
    expect(await scan(own, { key: unsigned })).toEqual(refused);
    expect(await admitted()).toBe(before);
    // Its own door, while the festival is on: let in, at that door.
    expect(await scan(own, { key: northGate })).toMatchObject({
      status: 200,
      body: { alreadyAdmitted: false, doorId: 'north-gate' },
    });
  });

  it('has door keys issued by an operator command, for a festival not yet over', async () => {
    const doorKeyCli = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'services/festival/src/ops/door-key-cli.ts', ...args],
        {
          env: { ...process.env, DATABASE_URL: db.url, FESTIVAL_DOOR_KEY: doorKey, NODE_ENV: 'test' },
        },
      ).then(
        ({ stdout, stderr }) => ({ code: 0, stdout: stdout.trim(), stderr }),
        (err: { code: number; stdout: string; stderr: string }) => ({ ...err, stdout: err.stdout.trim() }),
      );
    const nextYear = { ...festival(5), festivalId: 'winter-festival-2099' };
    nextYear.details = {
      ...nextYear.details,
      startsAt: '2099-01-01T10:00:00.000Z',
      endsAt: '2099-01-03T22:00:00.000Z',
    };
    await publish(nextYear);
    await project();
    // A day from the doors opening by default; never past the end.
    const issued = await doorKeyCli('--festival', 'winter-festival-2099', '--door', 'east-gate');
    expect(issued.code).toBe(0);
    expect(readDoorKey(doorKey, issued.stdout, new Date('2099-01-02T09:00:00.000Z'))).toEqual({
      festivalId: 'winter-festival-2099',
      doorId: 'east-gate',
      expiresAt: new Date('2099-01-02T10:00:00.000Z'),
    });
    const longer = await doorKeyCli(
      '--festival',
      'winter-festival-2099',
      '--door',
      'east-gate',
      '--hours',
      '100',
    );
    expect(readDoorKey(doorKey, longer.stdout, new Date('2099-01-02T09:00:00.000Z'))?.expiresAt).toEqual(
      new Date('2099-01-03T22:00:00.000Z'),
    );
    expect(
      (await doorKeyCli('--festival', 'winter-festival-2099', '--door', 'east-gate', '--hours', '0')).code,
    ).toBe(2);
    // This test's festival ended in 2025 by the real clock; an unknown one, or a bad door name.
    expect(await doorKeyCli('--festival', festivalId, '--door', 'east-gate')).toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('a door key for it would scan nothing'),
    });
    expect((await doorKeyCli('--festival', 'nope', '--door', 'east-gate')).code).toBe(1);
    expect((await doorKeyCli('--festival', festivalId, '--door', 'East Gate')).code).toBe(2);
  });

  it('refuses a code that is not a ticket of this festival', async () => {
    const [prefix, payload] = qrCode.split('.');
    const forged = `${prefix}.${payload}.${Buffer.alloc(64).toString('base64url')}`;
    expect((await scan(forged)).body).toEqual({
      success: false,
      error: 'This ticket is not valid.',
      code: 'INVALID_TICKET',
    });
    const elsewhere = signer.sign({ t: randomUUID(), f: 'another-festival', u: randomUUID(), k: 'general' });
    expect((await scan(elsewhere)).body.code).toBe('OTHER_FESTIVAL');
    // Signed, but no ticket its holder has.
    const unheld = signer.sign({ t: randomUUID(), f: festivalId, u: randomUUID(), k: 'general' });
    expect((await scan(unheld)).body.code).toBe('INVALID_TICKET');
  });

  it('is refused before the doors open and after the end', async () => {
    const { qrCode: another } = (await claim(randomUUID(), randomUUID(), 'trade')).body.ticket;
    const at = now;
    try {
      now = new Date('2025-10-30T09:00:00.000Z');
      expect((await scan(another)).body).toEqual({
        success: false,
        error: 'The doors open when the festival starts.',
        code: 'FESTIVAL_NOT_STARTED',
      });
      now = new Date('2025-11-01T00:00:00.000Z');
      expect((await scan(another)).body.code).toBe('FESTIVAL_ENDED');
    } finally {
      now = at;
    }
  });
});

describe("identity's requestDataDeletion", () => {
  it('erases the person’s tasting notes and stars, learnt from PersonalDataErased; others keep theirs', async () => {
    const [erased, other] = [randomUUID(), randomUUID()];
    for (const person of [erased, other]) {
      expect((await claim(person, randomUUID(), 'trade')).status).toBe(200);
      expect((await redeem(person, 'wine-0002')).status).toBe(200);
      const rated = await call('POST', '/fn/rateFestivalTastedWine', {
        body: { festivalId, wineProductId: 'wine-0002', rating: 2, notes: `${person} thought it thin` },
        token: person,
      });
      expect(rated.status).toBe(200);
    }
    // As identity appends it in requestDataDeletion.
    const erasedAt = now.toISOString();
    const erase = () =>
      store.appendToStream(
        `identity/user/${erased}`,
        'any',
        [{ type: 'PersonalDataErased', data: { userId: erased, erasedAt } }],
        { correlationId: 'erase', causationId: null, userId: erased, region: 'GB' },
      );
    await erase();
    await project();
    // Heard again (a replay of identity's topic): nothing more happens.
    await erase();
    await project();
    const passport = async (person: string) =>
      (await call('GET', `/fn/getFestivalTastedWines?festivalId=${festivalId}`, { token: person })).body
        .wines;
    expect(await passport(erased)).toEqual([
      { wineProductId: 'wine-0002', tokensSpent: 3, tastedAt: erasedAt, rating: null, notes: null },
    ]);
    expect((await passport(other))[0]).toMatchObject({ rating: 2, notes: `${other} thought it thin` });
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS n FROM rm_festival.wine_ratings WHERE user_id = $1`,
      [erased],
    );
    expect(rows[0].n).toBe(0);
    // Once, however often the erasure is heard.
    expect(await eventsOf(`festival/attendee/${festivalId}.${erased}`, 'FestivalTastingNotesErased')).toBe(1);
  });
});

describe('after the end time', () => {
  it('a claim and a pour are refused; the ticket and passport stay', async () => {
    const holder = randomUUID();
    expect((await claim(holder, randomUUID(), 'trade')).status).toBe(200);
    now = new Date('2025-11-01T00:00:00.000Z');
    try {
      expect(await claim(randomUUID(), randomUUID(), 'trade')).toEqual({
        status: 409,
        body: { success: false, error: 'This festival has ended.', code: 'FESTIVAL_ENDED' },
      });
      expect((await redeem(holder, 'wine-0001')).body.code).toBe('FESTIVAL_ENDED');
      await project();
      const data = (await userData(holder)).body;
      expect(data.festival).toMatchObject({ festivalId, isActive: false, hasEnded: true });
      expect(data.festivalUser.ticket.ticketTypeId).toBe('trade');
    } finally {
      now = new Date('2025-10-31T12:00:00.000Z');
    }
  });
});

describe('a replay', () => {
  const dump = async () => {
    const schema = 'rm_festival';
    const tables = ['festivals', 'festival_signups', 'claimed_guests', 'attendees', 'pours', 'wine_ratings'];
    const rows = [];
    for (const table of tables) {
      const { rows: r } = await db.pool.query(`SELECT * FROM ${schema}.${table} ORDER BY 1, 2`);
      rows.push(r.map((row) => ({ ...row, last_position: undefined })));
    }
    const ns = await liveNamespace(redis, availabilityProjection.name, prefix);
    return {
      rows,
      capacity: await redis.hgetall(`${ns}capacity:${festivalId}`),
      claimed: await redis.hgetall(`${ns}claimed:${festivalId}`),
    };
  };

  it('builds the same read models from the log', async () => {
    await project();
    const before = await dump();
    expect(before.claimed.general).toBe('120');
    const deadLetters = pgDeadLetters(db.pool);
    await replayPg(db.pool, festivalProjection, { deadLetters });
    await replayRedis(db.pool, redis, availabilityProjection, { deadLetters, keyPrefix: prefix, graceMs: 0 });
    expect(await dump()).toEqual(before);
  });
});
