import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBus, eventually, FAST_CONSUMER, uniqueName } from '../testing/test-env.ts';
import { type BusProducer, type ConsumedMessage, type EventBus, partitionOfKey } from './kafka.ts';

let bus: EventBus;
let producer: BusProducer;
beforeAll(async () => {
  bus = createTestBus();
  producer = await bus.producer();
});
afterAll(() => producer.disconnect());

describe('a consumer committing offsets on an interval', () => {
  it('commits what it handled when it stops, so the group resumes after it', async () => {
    const topic = `${uniqueName('t')}.ledger.events`;
    const groupId = uniqueName('g-');
    await bus.ensureTopics([topic]);
    const send = (from: number, n: number) =>
      producer.send([
        {
          topic,
          messages: Array.from({ length: n }, (_, i) => ({
            key: `k${(from + i) % 5}`,
            value: `${from + i}`,
          })),
        },
      ]);
    const consume = async (seen: ConsumedMessage[]) =>
      bus.consume({
        groupId,
        topics: [topic],
        timings: FAST_CONSUMER,
        commitIntervalMs: 60_000, // never due during the test: only the commit on stop counts
        eachBatch: async (batch) => {
          seen.push(...batch.messages);
        },
      });

    await send(0, 30);
    const first: ConsumedMessage[] = [];
    const c1 = await consume(first);
    await eventually(async () => first.length === 30);
    await c1.stop();

    await send(30, 10);
    const second: ConsumedMessage[] = [];
    const c2 = await consume(second);
    await eventually(async () => second.length >= 10);
    await new Promise((r) => setTimeout(r, 300));
    await c2.stop();
    expect(second.map((m) => Number(m.value.toString())).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => 30 + i),
    );
  });
});

describe('the partition of a stream', () => {
  it("is where the producer put the stream's events, so a reader can wait on that partition's checkpoint", async () => {
    const topic = `${uniqueName('t')}.orders.events`;
    await bus.ensureTopics([topic], 3);
    const keys = Array.from({ length: 30 }, (_, i) => `orders/order/${uniqueName('o')}-${i}`);
    await producer.send([{ topic, messages: keys.map((key) => ({ key, value: key })) }]);
    const landed = new Map<string, number>();
    const consumer = await bus.consume({
      groupId: uniqueName('g-'),
      topics: [topic],
      timings: FAST_CONSUMER,
      eachBatch: async (batch) => {
        for (const m of batch.messages) landed.set(m.key, batch.partition);
      },
    });
    try {
      await eventually(async () => landed.size === keys.length);
    } finally {
      await consumer.stop();
    }
    expect(await bus.partitionCount(topic)).toBe(3);
    expect(new Set(landed.values()).size).toBeGreaterThan(1);
    for (const key of keys) expect(partitionOfKey(key, 3), key).toBe(landed.get(key));
  });
});

describe('a topic this app creates', () => {
  it("has its kind's retention on the broker, not the broker's default", async () => {
    const events = `${uniqueName('t')}.wishlist.events`;
    const deadLetters = `${uniqueName('t')}.dead-letter.wishlist`;
    const pageViews = `${uniqueName('t')}.analytics.page-views`;
    await bus.ensureTopics([events, deadLetters, pageViews]);
    const retention = async (topic: string) => (await bus.topicConfig(topic))['retention.ms'];
    expect(await retention(events)).toBe(String(30 * 86_400_000));
    expect(await retention(deadLetters)).toBe(String(90 * 86_400_000));
    expect(await retention(pageViews)).toBe(String(30 * 86_400_000));
    expect((await bus.topicConfig(events))['cleanup.policy']).toBe('delete');
  });
});
