import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createFestival } from '@wine/festival/create-festival';
import { importFestivals } from '@wine/festival/import/import-festivals';
import { createPayments } from '@wine/payments/create-payments';
import { migrate } from '@wine/platform/db/migrate';
import { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { AuthenticatedUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
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
let simulator: { url: string; publishableKey: string; paymentIntents(): unknown[] };

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
  const festival = createFestival({
    pool: db.pool,
    redis,
    verifier,
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
  const workers = (festival.workflows ?? []).map((workflow) =>
    runFromStore(db.pool, new WorkflowRunner(db.pool, workflow, { store, deadLetters, logger })),
  );
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
const claim = async (user: string, number: string, claimKey = randomUUID()) =>
  call('/fn/claimFestivalTicket', user, {
    festivalId,
    ticketTypeId: 'connoisseur',
    claimKey,
    paymentMethodId: await typedCard(number),
  });
const chargesFor = (user: string) =>
  (simulator.paymentIntents() as { metadata: Record<string, string> }[]).filter(
    (i) => i.metadata.userId === user,
  ).length;
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
