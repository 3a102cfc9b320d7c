import { migrate } from '@wine/platform/db/migrate';
import { EventStore } from '@wine/platform/event-store/event-store';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsMigrations } from './payments-migrations.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe("payments' inbox of Stripe events", () => {
  it('starts with what an older log recorded as applied, so their redeliveries are still skipped', async () => {
    const meta = { correlationId: 'stripe', causationId: null, userId: null, region: 'GB' };
    const applied = {
      stripeEventId: 'evt_before_upgrade',
      stripeType: 'payment_intent.succeeded',
      objectId: 'pi_123',
      appliedAt: '2026-11-01T10:00:00.000Z',
    };
    await new EventStore(db.pool).appendToStream(
      'payments/stripe-event/evt_before_upgrade',
      0,
      [{ type: 'StripeEventApplied', data: applied }],
      meta,
    );
    await migrate(db.pool, [paymentsMigrations]);
    const { rows } = await db.pool.query(
      'SELECT stripe_event_id, stripe_type, object_id, applied_at FROM payments_stripe_inbox',
    );
    expect(rows).toEqual([
      {
        stripe_event_id: 'evt_before_upgrade',
        stripe_type: 'payment_intent.succeeded',
        object_id: 'pi_123',
        applied_at: new Date(applied.appliedAt),
      },
    ]);
  });
});
