import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusProducer, EventBus, Publisher } from '../bus/kafka.ts';
import { EventStore } from '../event-store/event-store.ts';
import { readTopic } from '../testing/read-topic.ts';
import { createTestBus, createTestDatabase, type TestDatabase, uniqueName } from '../testing/test-env.ts';
import { OutboxRelay } from './outbox-relay.ts';

// Relays on several processes (docs/deploy.md): one publishes, the holder of the relay lease; the
// others stand by and take over from its checkpoint when it goes.
const meta = { correlationId: 'c-standby', causationId: null, userId: null, region: 'GB' };
const prefix = `${uniqueName('standby')}.`;
const topic = `${prefix}standby.events`;

let db: TestDatabase;
let bus: EventBus;
let producer: BusProducer;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  bus = createTestBus();
  producer = await bus.producer();
  store = new EventStore(db.pool);
  await bus.ensureTopics([topic]);
});
afterAll(async () => {
  await producer.disconnect();
  await db.drop();
});

/** A relay whose publisher counts what it sent. */
function relay() {
  const sent = { events: 0 };
  const counting: Publisher = {
    send: async (batches) => {
      await producer.send(batches);
      sent.events += batches.reduce((n, b) => n + b.messages.length, 0);
    },
    disconnect: async () => undefined,
  };
  const running = new OutboxRelay(db.pool, counting, {
    name: `relay-${prefix}`,
    topicPrefix: prefix,
    singleActive: true,
    ensureTopics: (t) => bus.ensureTopics(t),
  });
  return { running, sent };
}

const append = async (from: number, n: number) => {
  for (let i = from; i < from + n; i++) {
    await store.appendToStream(`standby/item/${i % 7}`, 'any', [{ type: 'Counted', data: { n: i } }], meta);
  }
};
const distinctOnTopic = async (atLeast: number) =>
  new Set((await readTopic(bus, topic, atLeast)).map((m) => JSON.parse(m.value.toString()).eventId)).size;

describe('two relays on one database', () => {
  it('publish through one at a time; the other takes over when it stops, losing nothing', async () => {
    const first = relay();
    const second = relay();
    first.running.start();
    await append(0, 1);
    await expect.poll(() => first.sent.events, { timeout: 20_000 }).toBeGreaterThan(0);
    second.running.start();
    try {
      await append(1, 49);
      expect(await distinctOnTopic(50)).toBe(50);
      expect(second.sent.events).toBe(0);

      await first.running.stop();
      await append(50, 50);
      expect(await distinctOnTopic(100)).toBe(100);
      expect(second.sent.events).toBeGreaterThanOrEqual(50);
    } finally {
      await first.running.stop();
      await second.running.stop();
    }
  }, 60_000);
});
