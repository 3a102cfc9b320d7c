import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, eventually, type TestDatabase } from '../testing/test-env.ts';
import { LOG_START } from './checkpoint.ts';
import { EventStore } from './event-store.ts';
import { readAllAfter, readEnvelopesAfter } from './read-all.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const insertWithTxId = (txId: string, stream: string, occurredAt = '2025-01-02T03:04:05.678901Z') =>
  db.pool.query(
    `INSERT INTO events (event_id, transaction_id, stream_id, stream_version, type, data, metadata, occurred_at)
     VALUES (gen_random_uuid(), $1::text::xid8, $2, 1, 'Raw', '{"n": 1}',
             '{"correlationId": "c-raw", "causationId": null, "userId": null, "region": "GB"}', $3)`,
    [txId, stream, occurredAt],
  );

describe('reading the log in order', () => {
  it('orders by transaction id as a number, not as text (9 before 10)', async () => {
    // Lower position, higher transaction id: the log order is (9, later position) first.
    await insertWithTxId('10', 'test/order/ten');
    await insertWithTxId('9', 'test/order/nine');
    const [first] = await readAllAfter(db.pool, LOG_START, 1);
    expect(first?.streamId).toBe('test/order/nine');
    const [firstEnvelope] = await readEnvelopesAfter(db.pool, LOG_START, 1);
    expect(firstEnvelope?.streamId).toBe('test/order/nine');
  });
});

describe('envelopes read as JSON text (the relay path)', () => {
  it('parse to exactly the stored events, with the same order and header fields', async () => {
    const store = new EventStore(db.pool);
    const meta = { correlationId: 'c-"quoted"', causationId: 'e-1', userId: null, region: 'GB' };
    await store.appendToStream(
      'test/env/a"b',
      0,
      [
        {
          type: 'Odd "type"',
          data: { text: 'Grüner Veltliner – "Ried" \\ \n tab\t', nested: { a: [1, 2.5, null] } },
        },
        { type: 'Numbers', data: { big: 1e21, neg: -0.125, t: true, f: false, z: 0 } },
        { type: 'Empty', data: {}, schemaVersion: 3 },
        { type: 'Scalar', data: 'just a string' },
      ],
      meta,
    );
    await insertWithTxId('11', 'test/env/micro', '2025-01-02T03:04:05.999999Z');

    // An open transaction elsewhere on the cluster can hold the new events back for a moment.
    await eventually(async () => (await readAllAfter(db.pool, LOG_START, 100)).length === 7);
    const events = await readAllAfter(db.pool, LOG_START, 100);
    const rows = await readEnvelopesAfter(db.pool, LOG_START, 100);
    expect(rows).toHaveLength(events.length);
    rows.forEach((row, i) => {
      const { transactionId, ...envelope } = events[i] as (typeof events)[number];
      expect(JSON.parse(row.envelope)).toEqual(envelope);
      expect(Object.keys(JSON.parse(row.envelope))).toEqual(Object.keys(envelope));
      expect(row).toMatchObject({
        transactionId,
        position: envelope.position,
        streamId: envelope.streamId,
        type: envelope.type,
        correlationId: envelope.metadata.correlationId,
      });
    });
    // The log readers print occurred_at in Postgres; the stream reader goes through a Date.
    for (const stream of new Set(events.map((e) => e.streamId))) {
      const fromStream = (await store.readStream(stream)).events;
      expect(events.filter((e) => e.streamId === stream)).toEqual(fromStream);
    }
    const micro = rows.find((r) => r.streamId === 'test/env/micro');
    expect(JSON.parse(micro?.envelope ?? '{}').occurredAt).toBe('2025-01-02T03:04:05.999Z');
  });
});
