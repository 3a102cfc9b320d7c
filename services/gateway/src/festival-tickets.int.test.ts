import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createFestival } from '@wine/festival/create-festival';
import { importFestivals } from '@wine/festival/import/import-festivals';
import { createPayments } from '@wine/payments/create-payments';
import type { RunningPaymentSimulator } from '@wine/payments/simulator/start-payment-simulator';
import { migrate } from '@wine/platform/db/migrate';
import { EffectRunner } from '@wine/platform/effects/effect-runner';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { runFromStore } from '@wine/platform/projections/store-source';
import {
  createTestDatabase,
  createTestRedis,
  eventually,
  type TestDatabase,
} from '@wine/platform/testing/test-env';
import { WorkflowRunner } from '@wine/platform/workflows/workflow-runner';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Paid festival tickets through payments' Stripe adapter: the real Stripe SDK talks to the
// payment simulator over HTTP, its webhooks come back signed to payments, and the festival
// learns of a 3-D Secure payment's end from payments' events (its workflow), as deployed.

const WEBHOOK_SECRET = 'whsec_festival_tickets_test_secret';
const festivalId = 'paid-festival';
let db: TestDatabase;
let redis: Redis;
let url: string;
let stop: () => Promise<void>;
let simulator: RunningPaymentSimulator;
let festival: ReturnType<typeof createFestival>;
// The festival's clock, moved on by the tests of holds that run out.
let minutesLater = 0;
const clock = () => new Date(Date.now() + minutesLater * 60_000);

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
  const logger = createLogger('festival-tickets-test', { level: 'silent' });
  const app = createApp({ name: 'festival-tickets-test', logger });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  const verifier = {
    verify: async (token: string): Promise<AuthenticatedUser> => ({
      userId: token,
      isAnonymous: false,
      sessionId: 's',
    }),
  };
  const payments = await createPayments({
    config: {
      NODE_ENV: 'test',
      PORT: port,
      PAYMENT_SIMULATOR_PORT: 0,
      WEB_APP_URL: 'http://shop.test',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CLUB_PRICE_ID: 'price_club',
      CLUB_PRICE_PENCE: 1500,
      CLUB_TRIAL_DAYS: 14,
    },
    pool: db.pool,
    logger,
    verifier,
  });
  await migrate(db.pool, payments.migrations ?? []);
  if (!payments.simulator) throw new Error('these tests run on the payment simulator');
  simulator = payments.simulator;
  festival = createFestival({
    pool: db.pool,
    redis,
    verifier,
    logger,
    clock,
    config: {
      NODE_ENV: 'test',
      WEB_APP_URL: 'http://shop.test',
      FESTIVAL_TICKET_KEY: 'festival tickets test key 0123456789',
    },
    payments: payments.provider,
  });
  for (const routes of payments.routesBeforeAuth ?? []) app.route('/', routes);
  for (const routes of festival.routes ?? []) app.route('/', routes);
  const store = new EventStore(db.pool);
  const deadLetters = pgDeadLetters(db.pool);
  const workers = [
    ...(festival.workflows ?? []).map(
      (workflow) => new WorkflowRunner(db.pool, workflow, { store, deadLetters, logger }),
    ),
    ...(festival.effects ?? []).map((effect) => new EffectRunner(db.pool, effect, { deadLetters, logger })),
    // The open holds the sweep reads (the festival's Postgres read models).
    ...(festival.projections ?? []).flatMap((projection) =>
      projection.kind === 'pg' ? [new PgProjector(db.pool, projection, { deadLetters })] : [],
    ),
  ].map((runner) => runFromStore(db.pool, runner));
  const now = new Date();
  await importFestivals({ store, clock: () => now, metadata: metadataFromContext() }, [
    {
      festivalId,
      details: {
        name: 'A paid festival',
        venue: 'Somewhere',
        description: '',
        startsAt: new Date(now.getTime() - 3_600_000).toISOString(),
        endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
        ticketTypes: [
          { ticketTypeId: 'connoisseur', name: 'Connoisseur', capacity: 50, pricePence: 2500, tokens: 25 },
          { ticketTypeId: 'masterclass', name: 'Masterclass', capacity: 1, pricePence: 4000, tokens: 10 },
        ],
        wines: [{ wineProductId: 'wine-0001', tokenCost: 2 }],
      },
    },
  ]);
  stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    for (const worker of workers) await worker.stop();
    await payments.close();
  };
});
afterAll(async () => {
  await stop();
  await redis.quit();
  await db.drop();
});

async function call(path: string, user: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what these tests check.
  return { status: response.status, body: (await response.json()) as any };
}
/** A card typed into the browser, made a PaymentMethod with the publishable key (as Stripe.js does). */
async function typedCard(number: string): Promise<string> {
  const response = await fetch(`${simulator.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${simulator.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[cvc]': '123',
    }),
  });
  return ((await response.json()) as { id: string }).id;
}
const claim = async (user: string, number: string, ticketTypeId = 'connoisseur') =>
  call('/fn/claimFestivalTicket', user, {
    festivalId,
    ticketTypeId,
    claimKey: randomUUID(),
    paymentMethodId: await typedCard(number),
  });
const chargesFor = (user: string) =>
  simulator.paymentIntents().filter((i) => (i.metadata as Record<string, string>).userId === user).length;
const allocations = async () =>
  Number(
    (
      await db.pool.query(
        `SELECT count(*) FILTER (WHERE type = 'TicketAllocated') - count(*) FILTER (WHERE type = 'TicketReleased') AS n
           FROM events WHERE stream_id LIKE 'festival/allocation/%'`,
      )
    ).rows[0].n,
  );

describe('a paid festival ticket', () => {
  it('claimed twice with the same key is one ticket and one charge', async () => {
    const buyer = randomUUID();
    const key = randomUUID();
    const card = await typedCard('4242424242424242');
    const body = { festivalId, ticketTypeId: 'connoisseur', claimKey: key, paymentMethodId: card };
    const [first, second] = await Promise.all([
      call('/fn/claimFestivalTicket', buyer, body),
      call('/fn/claimFestivalTicket', buyer, body),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.ticket).toEqual(first.body.ticket);
    expect((await call('/fn/claimFestivalTicket', buyer, body)).body.ticket).toEqual(first.body.ticket);
    expect(first.body.festivalUser.tokenBalance).toBe(25);
    expect(chargesFor(buyer)).toBe(1);
  });

  it('with a declined card fails with the spec text, and the ticket goes back on sale', async () => {
    const buyer = randomUUID();
    const before = await allocations();
    expect(await claim(buyer, '4000000000000002')).toEqual({
      status: 409,
      body: {
        success: false,
        error: 'Failed to claim festival ticket. Please try again.',
        code: 'CLAIM_FAILED',
      },
    });
    expect(await allocations()).toBe(before);
    // Another card, and it is theirs.
    expect((await claim(buyer, '5555555555554444')).status).toBe(200);
    expect(await allocations()).toBe(before + 1);
  });

  it('with 3-D Secure is held for the bank, then the person’s when the bank says yes', async () => {
    const buyer = randomUUID();
    const asked = await claim(buyer, '4000002500003155');
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ success: false, code: 'REQUIRES_ACTION' });
    const { redirectUrl, clientSecret } = asked.body.nextAction;
    await fetch(redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'complete' }),
    });
    const back = await call('/fn/confirmFestivalTicketPayment', buyer, { clientSecret });
    expect(back.status).toBe(200);
    expect(back.body.ticket.ticketTypeId).toBe('connoisseur');
    expect(chargesFor(buyer)).toBe(1);
  });

  it('with 3-D Secure the person never returns from ends by the webhook', async () => {
    const buyer = randomUUID();
    const asked = await claim(buyer, '4000002500003155');
    await fetch(asked.body.nextAction.redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'complete' }),
    });
    // Payments records Stripe's webhook; the festival's workflow settles the held ticket.
    await eventually(async () => {
      const { rows } = await db.pool.query(
        `SELECT 1 FROM events WHERE stream_id = $1 AND type = 'FestivalTicketClaimed'`,
        [`festival/attendee/${festivalId}.${buyer}`],
      );
      return rows.length === 1;
    });
    const again = await claim(buyer, '4242424242424242');
    expect(again.status).toBe(200);
    expect(chargesFor(buyer)).toBe(1);
  });
});

describe('a paid ticket held at the bank’s 3-D Secure page by someone who walks away', () => {
  it('goes back on sale after 15 minutes, and a payment made after that is refunded', async () => {
    // The only Masterclass ticket: the first buyer is sent to their bank and does not come back.
    const leaver = randomUUID();
    const asked = await claim(leaver, '4000002500003155', 'masterclass');
    expect(asked.status).toBe(202);
    const { redirectUrl, clientSecret } = asked.body.nextAction;
    const other = randomUUID();
    expect((await claim(other, '4242424242424242', 'masterclass')).body.code).toBe('SOLD_OUT');
    // The sweep sees the hold once the read model has it.
    await eventually(async () => {
      const { rows } = await db.pool.query(
        'SELECT 1 FROM rm_festival_ticket_holds.ticket_holds WHERE user_id = $1',
        [leaver],
      );
      return rows.length === 1;
    });

    minutesLater = 14;
    expect(await festival.expireTicketHolds()).toBe(0);
    minutesLater = 15;
    expect(await festival.expireTicketHolds()).toBe(1);
    expect(await festival.expireTicketHolds()).toBe(0);
    try {
      // Back on sale: the other person gets it.
      const bought = await claim(other, '4242424242424242', 'masterclass');
      expect(bought.status).toBe(200);
      expect(bought.body.ticket.ticketTypeId).toBe('masterclass');

      // Back from the bank now, the first buyer is not sent to pay for a hold that is gone...
      expect((await call('/fn/confirmFestivalTicketPayment', leaver, { clientSecret })).body).toEqual({
        success: false,
        error: 'Failed to claim festival ticket. Please try again.',
        code: 'CLAIM_FAILED',
      });
      // ...and a payment they finish at the bank anyway is given back, once.
      await fetch(redirectUrl, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ outcome: 'complete' }),
      });
      const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
      await eventually(async () => simulator.refunds().some((r) => r.payment_intent === intentId));
      expect((await call('/fn/confirmFestivalTicketPayment', leaver, { clientSecret })).body.code).toBe(
        'CLAIM_FAILED',
      );
      expect(simulator.refunds().filter((r) => r.payment_intent === intentId)).toHaveLength(1);
      const { rows } = await db.pool.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY position`, [
        `festival/attendee/${festivalId}.${leaver}`,
      ]);
      expect(rows.map((r) => r.type)).toEqual([
        'FestivalTicketReserved',
        'FestivalTicketReleased',
        'FestivalTicketRefundRequested',
      ]);
    } finally {
      minutesLater = 0;
    }
  });
});
