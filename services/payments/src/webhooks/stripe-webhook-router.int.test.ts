import { randomUUID } from 'node:crypto';
import { migrate } from '@wine/platform/db/migrate';
import { inTransaction } from '@wine/platform/db/pool';
import type { AppEnv } from '@wine/platform/http/app-env';
import { errorHandler } from '@wine/platform/http/error-handler';
import { createLogger } from '@wine/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsMigrations } from '../payments-migrations.ts';
import { type StripeWebhookHandler, stripeWebhookRouter } from './stripe-webhook-router.ts';

// Each Stripe event applied once, against a real inbox: the handler records it in the transaction
// that applies it, so a failed one is not recorded and the next delivery applies it.

let db: TestDatabase;
const logger = createLogger('webhook-test', { level: 'silent' });
const secret = `whsec_${randomUUID().replaceAll('-', '')}`;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrate(db.pool, [paymentsMigrations]);
  await db.pool.query('CREATE TABLE applied (stripe_event_id text NOT NULL)');
});
afterAll(() => db.drop());

/** A webhook whose handler writes a row per application, failing the first `failures` times. */
function webhook(failures = 0) {
  let failed = 0;
  const apply: StripeWebhookHandler = (event, inbox) =>
    inTransaction(db.pool, async (client) => {
      if (!inbox.recorded(await client.query(inbox.statement))) return;
      await client.query('INSERT INTO applied VALUES ($1)', [event.id]);
      if (failed < failures) {
        failed += 1;
        throw new Error('the database went away mid-way');
      }
    });
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(logger));
  app.route(
    '/',
    stripeWebhookRouter({
      pool: db.pool,
      webhookSecret: secret,
      logger,
      handlers: { 'payment_intent.succeeded': apply },
    }),
  );
  return (type = 'payment_intent.succeeded', id = `evt_${randomUUID().replaceAll('-', '')}`) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    const deliver = async () => {
      const response = await app.request('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
        body: payload,
      });
      return { status: response.status, body: (await response.json()) as { duplicate?: boolean } };
    };
    return { id, deliver };
  };
}
const applications = async (id: string) =>
  (await db.pool.query('SELECT 1 FROM applied WHERE stripe_event_id = $1', [id])).rowCount;
const recorded = async (id: string) =>
  (await db.pool.query('SELECT 1 FROM payments_stripe_inbox WHERE stripe_event_id = $1', [id])).rowCount;

describe('the Stripe webhook inbox', () => {
  it('applies an event delivered three times at once, and again later, once', async () => {
    const { id, deliver } = webhook()();
    const answers = await Promise.all([deliver(), deliver(), deliver()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate)).toHaveLength(2);
    expect(await deliver()).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await applications(id)).toBe(1);
  });

  it('leaves an event whose handler failed unrecorded, so the next delivery applies it', async () => {
    const { id, deliver } = webhook(1)();
    expect((await deliver()).status).toBe(500);
    expect(await recorded(id)).toBe(0);
    expect(await applications(id)).toBe(0);
    expect(await deliver()).toEqual({ status: 200, body: { received: true } });
    expect(await applications(id)).toBe(1);
    expect(await recorded(id)).toBe(1);
  });

  it('records a type it has no handler for, and answers its redelivery as a duplicate', async () => {
    const { id, deliver } = webhook()('charge.updated');
    expect(await deliver()).toEqual({ status: 200, body: { received: true } });
    expect(await deliver()).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await recorded(id)).toBe(1);
  });
});
