import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, platformMigrations } from '../db/migrate.ts';
import { createPool } from '../db/pool.ts';
import { type DisposableKafka, startDisposableKafka } from '../testing/disposable-kafka.ts';
import { type DisposablePostgres, startDisposablePostgres } from '../testing/disposable-postgres.ts';
import { type DisposableRedis, startDisposableRedis } from '../testing/disposable-redis.ts';
import { createTestDatabase, uniqueName } from '../testing/test-env.ts';
import { writeChaosReport } from './chaos-report.ts';
import {
  poisonEvent,
  projectorKilledMidBatch,
  redeliveryFromOffsetZero,
  relayKilledAfterAck,
} from './fast-scenarios.ts';
import { LedgerWorld, type ScenarioResult } from './ledger-world.ts';
import {
  consumerGroupRebalance,
  kafkaRestartedUnderLoad,
  longTransaction,
  postgresRestartedUnderLoad,
  redisFlushed,
} from './slow-scenarios.ts';

// `make chaos`: every scenario on the suite's own broker, cluster and Redis, then
// docs/bench/chaos.md and chaos.json from the checker's results.

let kafka: DisposableKafka;
let postgres: DisposablePostgres;
let redis: DisposableRedis;
const results: ScenarioResult[] = [];
const started = performance.now();

beforeAll(async () => {
  [kafka, postgres, redis] = await Promise.all([
    startDisposableKafka(),
    startDisposablePostgres(),
    startDisposableRedis(),
  ]);
});

afterAll(async () => {
  await Promise.all([kafka?.dispose(), postgres?.dispose(), redis?.dispose()]);
  if (results.length > 0) await writeChaosReport(results, (performance.now() - started) / 1000);
});

/** A scenario in a fresh database on the shared Postgres (faults never touch it), on the suite's broker. */
async function onOwnBroker(
  scenario: (world: LedgerWorld) => Promise<ScenarioResult>,
): Promise<ScenarioResult> {
  const db = await createTestDatabase();
  const world = new LedgerWorld(db.pool, db.url, kafka.brokers, `${uniqueName('chaos')}.`);
  try {
    const result = await scenario(world);
    results.push(result);
    return result;
  } finally {
    await world.close();
    await db.drop();
  }
}

function expectIntact(result: ScenarioResult) {
  expect(result).toMatchObject({ lost: 0, doubled: 0, outOfOrderStreams: 0, readModelDiffs: 0 });
  expect(result.delivered).toBe(result.appended);
}

describe('the delivery pipeline under faults', () => {
  it('survives the relay killed after Kafka acked', async () =>
    expectIntact(await onOwnBroker(relayKilledAfterAck)));
  it('survives the projector killed mid-batch', async () =>
    expectIntact(await onOwnBroker(projectorKilledMidBatch)));
  it('dead-letters a poison event and goes on', async () => {
    const result = await onOwnBroker(poisonEvent);
    expectIntact(result);
    expect(result.deadLettered).toBe(1);
  });
  it('applies nothing twice on redelivery from offset 0', async () =>
    expectIntact(await onOwnBroker(redeliveryFromOffsetZero)));
  it('delivers a long-running transaction that commits after later ones', async () =>
    expectIntact(await onOwnBroker(longTransaction)));
  it('survives a consumer-group rebalance under load', async () =>
    expectIntact(await onOwnBroker(consumerGroupRebalance)));
  it('survives the Kafka broker restarted under load', async () =>
    expectIntact(await onOwnBroker((world) => kafkaRestartedUnderLoad(world, kafka))));
  it('rebuilds a flushed Redis read model while deposits go on', async () => {
    const client = new Redis(redis.url);
    try {
      expectIntact(await onOwnBroker((world) => redisFlushed(world, client)));
    } finally {
      client.disconnect();
    }
  });

  it('survives Postgres restarted under load', async () => {
    const pool = createPool(postgres.url, { applicationName: 'chaos', max: 20 });
    // Connections the restart cuts are the fault under test, not a crash of the test.
    pool.on('error', () => undefined);
    await migrate(pool, [platformMigrations]);
    const world = new LedgerWorld(pool, postgres.url, kafka.brokers, `${uniqueName('chaos')}.`);
    try {
      const result = await postgresRestartedUnderLoad(world, postgres);
      results.push(result);
      expectIntact(result);
    } finally {
      await world.close();
      await pool.end();
    }
  });
});
