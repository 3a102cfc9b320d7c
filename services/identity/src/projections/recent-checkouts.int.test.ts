import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentCheckoutsProjection } from './recent-checkouts.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const meta = { correlationId: 'recent-checkouts', causationId: null, userId: null, region: 'GB' };
const DAY = 24 * 60 * 60_000;
const start = Date.parse('2026-11-01T12:00:00Z');
let position = 0;

/** A checkout completed at `completedAt`, recorded in the log at `loggedAt`. */
const completed = (checkoutId: string, completedAt: number, loggedAt = completedAt): StoredEvent => {
  position += 1;
  return {
    eventId: uuidv7(),
    type: 'CheckoutCompleted',
    schemaVersion: 1,
    streamId: `orders/order/${checkoutId}`,
    streamVersion: 1,
    position: String(position),
    occurredAt: new Date(loggedAt).toISOString(),
    data: { checkoutId, userId: randomUUID(), completedAt: new Date(completedAt).toISOString() },
    metadata: meta,
    transactionId: String(position),
  };
};

async function kept(projector: PgProjector): Promise<string[]> {
  const { rows } = await db.pool.query<{ checkout_id: string }>(
    `SELECT checkout_id::text FROM ${projector.schema}.recent_checkouts ORDER BY checkout_id`,
  );
  return rows.map((r) => r.checkout_id);
}

describe('recent checkouts', () => {
  it("keeps a day of checkouts by the log's time, the same in batches as in one (live and replay)", async () => {
    const [early, late, fresh] = [randomUUID(), randomUUID(), randomUUID()];
    const events = [
      completed(early, start),
      // Two days on: the early one is pruned, and a checkout logged then but completed two days
      // before is never kept.
      completed(late, start, start + 2 * DAY),
      completed(fresh, start + 2 * DAY),
    ];
    const projector = (name: string) =>
      new PgProjector(
        db.pool,
        { ...recentCheckoutsProjection, name },
        { deadLetters: pgDeadLetters(db.pool) },
      );

    const live = projector('recent-checkouts-live');
    await live.setup();
    await live.applyBatch('kafka:orders.events:0', events.slice(0, 1));
    expect(await kept(live)).toEqual([early]);
    await live.applyBatch('kafka:orders.events:0', events.slice(1));
    expect(await kept(live)).toEqual([fresh]);

    const rebuilt = projector('recent-checkouts-rebuilt');
    await rebuilt.setup();
    await rebuilt.applyBatch('kafka:orders.events:0', events);
    expect(await kept(rebuilt)).toEqual([fresh]);
  });
});
