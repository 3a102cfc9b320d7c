import { randomUUID } from 'node:crypto';
import { EventStore } from '@wine/platform/event-store/event-store';
import { UnreadableEventError } from '@wine/platform/event-store/stream-events';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsCustomerStreamId } from '../domain/payments-customer.ts';
import { decideOnCustomer, loadCustomer } from './payments-customers.ts';

const meta = { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' };
const changedAt = '2026-01-05T10:00:00.000Z';

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

describe('a payments stream read through its schema', () => {
  it('upcasts a subscription change written before cancel-at-period-end (v1) and folds it', async () => {
    const userId = randomUUID();
    // As the payments context wrote it before v2: no cancelAt at all.
    const v1 = {
      userId,
      subscriptionId: 'sub_1',
      stripeStatus: 'active',
      member: true,
      trialEndsAt: null,
      changedAt,
    };
    await store.appendToStream(
      paymentsCustomerStreamId(userId),
      0,
      [{ type: 'ClubSubscriptionChanged', schemaVersion: 1, data: v1 }],
      meta,
    );

    const customer = await loadCustomer(store, userId);

    expect(customer.subscription).toEqual({
      subscriptionId: 'sub_1',
      stripeStatus: 'active',
      member: true,
      trialEndsAt: null,
      cancelAt: null,
    });
  });

  it('refuses a malformed event, naming the stream, its version and the event', async () => {
    const userId = randomUUID();
    const streamId = paymentsCustomerStreamId(userId);
    const card = {
      userId,
      paymentMethodId: 'pm_1',
      brand: 'visa',
      last4: 4242,
      expMonth: 1,
      expYear: 2030,
      savedAt: changedAt,
    };
    await store.appendToStream(streamId, 0, [{ type: 'CardSaved', data: card }], meta);
    const eventId = (await store.readStream(streamId)).events[0]?.eventId;

    const read = loadCustomer(store, userId);
    await expect(read).rejects.toBeInstanceOf(UnreadableEventError);
    await expect(read).rejects.toThrow(
      `Event ${eventId} at ${streamId} version 1 (CardSaved v1) cannot be read`,
    );
    const command = decideOnCustomer(
      store,
      { type: 'RecordCustomer', data: { userId, customerId: 'cus_1' }, metadata: { now: changedAt } },
      meta,
    );
    await expect(command).rejects.toThrow(/last4/);
    expect((await store.readStream(streamId)).version).toBe(1);
  });

  it('refuses an event type the stream does not know, and one newer than its reader', async () => {
    const userId = randomUUID();
    const streamId = paymentsCustomerStreamId(userId);
    await store.appendToStream(streamId, 0, [{ type: 'CardSavedd', data: {} }], meta);
    await expect(loadCustomer(store, userId)).rejects.toThrow(/CardSavedd v1\) cannot be read/);

    const other = randomUUID();
    const data = { userId: other, customerId: 'cus_2', createdAt: changedAt };
    await store.appendToStream(
      paymentsCustomerStreamId(other),
      0,
      [{ type: 'StripeCustomerCreated', schemaVersion: 2, data }],
      meta,
    );
    await expect(loadCustomer(store, other)).rejects.toThrow('v2 is newer than this reader (v1)');
  });
});
