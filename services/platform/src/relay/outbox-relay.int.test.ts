import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusProducer, ConsumedMessage, EventBus } from '../bus/kafka.ts';
import { LOG_START } from '../event-store/checkpoint.ts';
import { EventStore } from '../event-store/event-store.ts';
import { loadCheckpoint, readAllAfter } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { readTopic } from '../testing/read-topic.ts';
import {
  createTestBus,
  createTestDatabase,
  eventually,
  type TestDatabase,
  uniqueName,
} from '../testing/test-env.ts';
import { OutboxRelay, toMessage } from './outbox-relay.ts';

const meta = { correlationId: 'c-"1"', causationId: null, userId: 'u-1', region: 'GB' };

let db: TestDatabase;
let bus: EventBus;
let producer: BusProducer;
beforeAll(async () => {
  db = await createTestDatabase();
  bus = createTestBus();
  producer = await bus.producer();
  const store = new EventStore(db.pool);
  for (let i = 0; i < 10; i++) {
    await store.appendToStream(
      `${i % 2 ? 'ledger' : 'orders'}/thing/${i % 3}`,
      'any',
      [
        { type: 'Happened', data: { i, text: `Grüner "Veltliner" \\ ${i}`, list: [1.5, null, true] } },
        { type: 'AlsoHappened', data: {}, schemaVersion: 2 },
      ],
      meta,
    );
  }
});
afterAll(async () => {
  await producer.disconnect();
  await db.drop();
});

describe('the relay publishing envelopes read as JSON text', () => {
  it('sends what toMessage would send, in log order per topic, and gives hooks the stored events', async () => {
    const prefix = `${uniqueName('t')}.`;
    const fromHooks: StoredEvent[] = [];
    const afterPublish: StoredEvent[] = [];
    const relay = new OutboxRelay(db.pool, producer, {
      batchSize: 3, // several full batches: the read-ahead path, and a short last one
      topicPrefix: prefix,
      ensureTopics: (t) => bus.ensureTopics(t),
      afterPublish: async (events) => {
        afterPublish.push(...events);
      },
      onPublished: (events) => {
        fromHooks.push(...events);
      },
    });
    // Keep going until all 20 are out: an open transaction anywhere on the cluster (another test
    // file's) holds pg_snapshot_xmin, and so the relay, back for a while.
    let sent = 0;
    await eventually(async () => {
      sent += await relay.publishNextBatch();
      return sent >= 20;
    });
    await relay.stop();

    const stored = await readAllAfter(db.pool, LOG_START, 100);
    expect(sent).toBe(20);
    expect(fromHooks).toEqual(stored);
    expect(afterPublish).toEqual(stored);
    expect(fromHooks.map((e) => ({ ...e }))).toEqual(stored);
    expect(JSON.parse(JSON.stringify(fromHooks))).toEqual(stored);
    expect(await loadCheckpoint(db.pool, 'outbox-relay')).toEqual({
      txId: stored.at(-1)?.transactionId,
      position: stored.at(-1)?.position,
    });

    for (const context of ['ledger', 'orders']) {
      const expected = stored.filter((e) => e.streamId.startsWith(`${context}/`));
      const onTopic = await readTopic(bus, `${prefix}${context}.events`, expected.length);
      const byId = new Map(onTopic.map((m) => [JSON.parse(m.value.toString()).eventId as string, m]));
      for (const e of expected) {
        const want = toMessage(e);
        const got = byId.get(e.eventId) as ConsumedMessage;
        expect(got.key).toBe(want.key);
        expect(got.headers).toEqual(want.headers);
        expect(JSON.parse(got.value.toString())).toEqual(JSON.parse(String(want.value)));
      }
      // Per stream, the topic holds the events in version order.
      for (const stream of new Set(expected.map((e) => e.streamId))) {
        const versions = onTopic
          .filter((m) => m.key === stream)
          .map((m) => JSON.parse(m.value.toString()).streamVersion as number);
        expect(versions).toEqual([...versions].sort((a, b) => a - b));
      }
    }
  });

  it('stops cleanly while running, with nothing left in flight', async () => {
    const relay = new OutboxRelay(db.pool, producer, {
      name: 'stopper',
      batchSize: 2,
      topicPrefix: `${uniqueName('t')}.`,
      ensureTopics: (t) => bus.ensureTopics(t),
    });
    relay.start();
    await new Promise((r) => setTimeout(r, 50));
    await relay.stop();
    const c = await loadCheckpoint(db.pool, 'stopper');
    expect(c === undefined || typeof c.position === 'string').toBe(true);
  });
});
