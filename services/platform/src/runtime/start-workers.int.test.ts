import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../bus/kafka.ts';
import { EventStore } from '../event-store/event-store.ts';
import { createApp } from '../http/create-app.ts';
import { createLogger } from '../observability/logger.ts';
import { type DisposableKafka, startDisposableKafka } from '../testing/disposable-kafka.ts';
import { balanceOf, ledgerBalances } from '../testing/ledger-fixture.ts';
import { cardEventsOf, stampOnDeposit } from '../testing/loyalty-workflow-fixture.ts';
import { readTopic } from '../testing/read-topic.ts';
import {
  createTestDatabase,
  createTestRedis,
  eventually,
  quietLogger,
  type TestDatabase,
} from '../testing/test-env.ts';
import { startWorkers, type Workers } from './start-workers.ts';

// The relay, a projector and a workflow started while their broker (a disposable one of this test: the
// shared broker is never stopped) does not exist yet, as after `make start` with Kafka down.
const meta = { correlationId: 'c-late', causationId: null, userId: null, region: 'GB' };

let db: TestDatabase;
let redis: Redis;
let kafka: DisposableKafka;
let workers: Workers;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
  kafka = await startDisposableKafka({ running: false });
  workers = await startWorkers({
    config: { EVENT_BUS: 'kafka', KAFKA_BROKERS: kafka.brokers, SERVICE_NAME: 'late-broker-test' },
    pool: db.pool,
    redis,
    logger: createLogger('late-broker-test', { level: 'silent' }),
    projections: [ledgerBalances],
    workflows: [stampOnDeposit],
  });
});

afterAll(async () => {
  await workers?.stop();
  await kafka?.dispose();
  redis?.disconnect();
  await db?.drop();
});

const balance = () => balanceOf(db.pool, 'late');
const stamps = () => cardEventsOf(db.pool, 'late');

describe('workers started before their Kafka broker', () => {
  it('keep the command side working, report kafka missing, and catch up once the broker comes', async () => {
    const app = createApp({
      name: 'late-broker-test',
      logger: createLogger('late-broker-test', { level: 'silent' }),
      checks: {
        postgres: async () => void (await db.pool.query('SELECT 1')),
        kafka: () => workers.checkBus(),
      },
    });
    expect((await app.request('/health/live')).status).toBe(200);
    const notReady = await app.request('/health/ready');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ checks: { postgres: 'ok', kafka: 'error' } });

    // A command appends to the outbox while no broker exists.
    await new EventStore(db.pool).appendToStream(
      'ledger/account/late',
      'any',
      [{ type: 'Deposited', data: { account: 'late', amountPence: 1234 } }],
      meta,
    );

    await kafka.start();
    const reader = new EventBus({
      brokers: kafka.brokers,
      clientId: 'late-broker-reader',
      logger: quietLogger,
    });
    await reader.ensureTopics(['ledger.events']); // the relay may not have created it yet
    const onTopic = await readTopic(reader, 'ledger.events', 1);
    expect(onTopic.map((m) => m.key)).toEqual(['ledger/account/late']);
    expect(await eventually(balance, { timeoutMs: 60_000, everyMs: 200 })).toBe('1234');
    // The workflow heard the deposit through Kafka too: one stamp on the loyalty card.
    await eventually(async () => (await stamps()) === 1, { timeoutMs: 60_000, everyMs: 200 });
    await eventually(async () => (await app.request('/health/ready')).status === 200, { timeoutMs: 30_000 });
  }, 180_000);

  it('outlive the broker going away: what is appended meanwhile arrives once it is back', async () => {
    await kafka.kill();
    await new EventStore(db.pool).appendToStream(
      'ledger/account/late',
      'any',
      [{ type: 'Deposited', data: { account: 'late', amountPence: 766 } }],
      meta,
    );
    await kafka.start();
    await eventually(async () => (await balance()) === '2000', { timeoutMs: 120_000, everyMs: 250 });
    expect(await balance()).toBe('2000');
    await eventually(async () => (await stamps()) === 2, { timeoutMs: 60_000, everyMs: 250 });
    expect(await stamps()).toBe(2);
  }, 180_000);
});
