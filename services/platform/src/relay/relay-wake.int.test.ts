import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusProducer, EventBus } from '../bus/kafka.ts';
import { EventStore } from '../event-store/event-store.ts';
import { readTopic } from '../testing/read-topic.ts';
import { createTestBus, createTestDatabase, type TestDatabase, uniqueName } from '../testing/test-env.ts';
import { OutboxRelay } from './outbox-relay.ts';

// The relay at rest sleeps on the commit listener (docs/adr/0005): these are the cases where a
// ring cannot be counted on, and what the relay still publishes, in what order.

const meta = { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' };
let db: TestDatabase;
let bus: EventBus;
let producer: BusProducer;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  bus = createTestBus();
  producer = await bus.producer();
  store = new EventStore(db.pool);
});
afterAll(async () => {
  await producer.disconnect();
  await db.drop();
});

const relayFor = (prefix: string) =>
  new OutboxRelay(db.pool, producer, {
    name: `relay-${prefix}`,
    topicPrefix: prefix,
    ensureTopics: (t) => bus.ensureTopics(t),
  });
const dataOf = (value: Buffer) => (JSON.parse(value.toString()) as { data: { n: number } }).data.n;

describe('the relay asleep on the commit listener', () => {
  it('still publishes an event committed while its listener connection was down (the fallback poll)', async () => {
    const prefix = `${uniqueName('t')}.`;
    await bus.ensureTopics([`${prefix}wake.events`]);
    const relay = relayFor(prefix);
    relay.start();
    try {
      await store.appendToStream('wake/down/1', 0, [{ type: 'Counted', data: { n: 1 } }], meta);
      await readTopic(bus, `${prefix}wake.events`, 1);
      // The listener's connection dies; the next event is committed by a writer whose ring the
      // relay cannot hear (written straight into the log, as another process would).
      await db.pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'commit-listener' AND datname = current_database()",
      );
      await db.pool.query(
        `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata, occurred_at)
         VALUES (gen_random_uuid(), 'wake/down/1', 2, 'Counted', '{"n": 2}', $1, now())`,
        [JSON.stringify(meta)],
      );
      const published = await readTopic(bus, `${prefix}wake.events`, 2);
      expect(published.map((m) => dataOf(m.value))).toEqual([1, 2]);
    } finally {
      await relay.stop();
    }
  });

  it('publishes two transactions that commit out of order in a valid order: per stream, by version', async () => {
    const prefix = `${uniqueName('t')}.`;
    await bus.ensureTopics([`${prefix}wake.events`]);
    const relay = relayFor(prefix);
    relay.start();
    try {
      // The first transaction appends (taking the lower position) but commits after the second.
      const late = store.transact(['wake/order/a'], async (tx) => {
        await tx.append('wake/order/a', 0, [{ type: 'Counted', data: { n: 1 } }], meta);
        await tx.client.query('SELECT pg_sleep(0.5)');
      });
      await store.appendToStream('wake/order/b', 0, [{ type: 'Counted', data: { n: 2 } }], meta);
      await late;
      await store.appendToStream('wake/order/a', 1, [{ type: 'Counted', data: { n: 3 } }], meta);
      // This relay starts from the log's beginning, so the topic also has the first test's events.
      const published = (await readTopic(bus, `${prefix}wake.events`, 5)).filter((m) =>
        m.key.startsWith('wake/order/'),
      );
      const streamA = published.filter((m) => m.key === 'wake/order/a').map((m) => dataOf(m.value));
      expect(streamA).toEqual([1, 3]);
      expect(published.map((m) => dataOf(m.value)).sort()).toEqual([1, 2, 3]);
    } finally {
      await relay.stop();
    }
  });
});
