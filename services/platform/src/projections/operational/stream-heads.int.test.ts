import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../event-store/stored-event.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-env.ts';
import { pgDeadLetters } from '../dead-letters.ts';
import { PgProjector } from '../pg-projector.ts';
import { streamHeads } from './stream-heads.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const meta = { correlationId: 'heads', causationId: null, userId: null, region: 'GB' };
let position = 0;
const event = (streamId: string, streamVersion: number, type: string): StoredEvent => {
  position += 1;
  return {
    eventId: uuidv7(),
    type,
    schemaVersion: 1,
    streamId,
    streamVersion,
    position: String(position),
    occurredAt: new Date(Date.UTC(2026, 10, 1, 12, 0, position)).toISOString(),
    data: {},
    metadata: meta,
    transactionId: String(position),
  };
};

describe("the operators' view of the log", () => {
  it('shows each stream at its last event and counts the events of each type, batch after batch', async () => {
    const projector = new PgProjector(db.pool, streamHeads(['ledger']), {
      deadLetters: pgDeadLetters(db.pool),
    });
    await projector.setup();
    await projector.applyBatch('kafka:ledger.events:0', [
      event('ledger/account/ann', 1, 'Opened'),
      event('ledger/account/ann', 2, 'Deposited'),
      event('ledger/account/bob', 1, 'Opened'),
    ]);
    await projector.applyBatch('kafka:ledger.events:0', [event('ledger/account/bob', 2, 'Deposited')]);

    const heads = await db.pool.query(
      `SELECT stream_id, version, last_type FROM ${projector.schema}.stream_heads ORDER BY stream_id`,
    );
    expect(heads.rows).toEqual([
      { stream_id: 'ledger/account/ann', version: 2, last_type: 'Deposited' },
      { stream_id: 'ledger/account/bob', version: 2, last_type: 'Deposited' },
    ]);
    const counts = await db.pool.query(
      `SELECT type, events::int FROM ${projector.schema}.event_type_counts ORDER BY type`,
    );
    expect(counts.rows).toEqual([
      { type: 'Deposited', events: 2 },
      { type: 'Opened', events: 2 },
    ]);
  });
});
