import { ConversionEventReceived } from '@wine/contracts/analytics/conversion-event';
import { EventBus } from '@wine/platform/bus/kafka';
import { type DisposableKafka, startDisposableKafka } from '@wine/platform/testing/disposable-kafka';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxBacklog } from './outbox/outbox-table.ts';
import { type AnalyticsWorld, startAnalyticsWorld } from './testing/analytics-world.ts';
import { messageValue, readUntil } from './testing/read-until.ts';
import { testPseudonyms } from './testing/test-pseudonyms.ts';
import { tokenOf } from './testing/test-verifier.ts';

// Kafka is stopped on purpose here, so this file runs a broker of its own: stopping the shared
// one on :9092 would break every other test running at the time.

const OUTAGE_MS = 10_000;
const USERS = ['ann', 'bob', 'cat', 'dan'];
const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

let kafka: DisposableKafka;
let bus: EventBus;
let world: AnalyticsWorld;
const postedByUser = new Map<string, string[]>(USERS.map((u) => [u, []]));

beforeAll(async () => {
  kafka = await startDisposableKafka();
  bus = new EventBus({ brokers: kafka.brokers, clientId: 'analytics-outage', logger: silent });
  world = await startAnalyticsWorld('t', bus);
}, 180_000);

afterAll(async () => {
  await world?.stop();
  await kafka?.dispose();
});

/** Each user posts one event after another, as a browser does, until `untilMs`. */
async function postUntil(untilMs: number): Promise<number> {
  let count = 0;
  await Promise.all(
    USERS.map(async (userId, u) => {
      for (let i = 0; Date.now() < untilMs; i++) {
        // The event is the bearer's: the token says whose, never the body.
        const event = {
          eventName: i % 2 === 0 ? 'ViewContent' : 'AddToCart',
          productId: `p-${u}-${i}`,
          price: 100 + i,
          quantity: 1 + (i % 3),
        };
        const res = await world.app.post(
          '/fn/logWebAppConversionsApiEvent',
          event,
          undefined,
          tokenOf(userId),
        );
        expect(res.status).toBe(200);
        postedByUser.get(userId)?.push(((await res.json()) as { eventID: string }).eventID);
        count++;
        await new Promise((r) => setTimeout(r, 20));
      }
    }),
  );
  return count;
}

describe('with the broker stopped for 10 s and restarted', () => {
  it('loses none of the events posted meanwhile, and keeps each user in order', async () => {
    await postUntil(Date.now() + 1_000);
    await eventually(async () => (await outboxBacklog(world.db.pool)) === 0, { timeoutMs: 30_000 });

    await kafka.kill();
    const postedDuringOutage = await postUntil(Date.now() + OUTAGE_MS);
    expect(postedDuringOutage).toBeGreaterThan(100);
    // Every one of them was answered 200 and waits in Postgres.
    expect(await outboxBacklog(world.db.pool)).toBe(postedDuringOutage);

    await kafka.start();
    await eventually(async () => (await outboxBacklog(world.db.pool)) === 0, {
      timeoutMs: 120_000,
      everyMs: 250,
    });

    const posted = [...postedByUser.values()].flat();
    expect(new Set(posted).size).toBe(posted.length);
    const read = await readUntil(
      bus,
      [world.topics.conversions],
      (ms) => {
        const seen = new Set(ms.map((m) => ConversionEventReceived.parse(messageValue(m)).eventID));
        return posted.every((id) => seen.has(id));
      },
      60_000,
    );
    const userOf = new Map(USERS.map((u) => [testPseudonyms.user(u), u]));
    const readByUser = new Map<string, string[]>(USERS.map((u) => [u, []]));
    for (const m of read) {
      const { eventID, userPseudonym } = ConversionEventReceived.parse(messageValue(m));
      const ids = readByUser.get(userOf.get(userPseudonym ?? '') ?? '');
      if (ids && !ids.includes(eventID)) ids.push(eventID);
    }
    expect(readByUser).toEqual(postedByUser);
  }, 300_000);
});
