import type { Redis } from 'ioredis';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { runFromKafka } from '../projections/kafka-source.ts';
import { liveNamespace, RedisProjector } from '../projections/redis-projector.ts';
import { replayRedis } from '../replay/replay-redis.ts';
import type { DisposableKafka } from '../testing/disposable-kafka.ts';
import type { DisposablePostgres } from '../testing/disposable-postgres.ts';
import { ledgerTotals } from '../testing/ledger-fixture.ts';
import { CHAOS_CONSUMER } from './chaos-consumer.ts';
import type { LedgerWorld, ScenarioResult } from './ledger-world.ts';
import { symmetricDifference } from './read-model-check.ts';

// The scenarios that take a broker, a database or a Redis down: always the suite's own.

const LOAD = 600;

/** Deposits go on while `fault` runs, a third of the way into them. */
async function underLoad(world: LedgerWorld, fault: () => Promise<void>): Promise<void> {
  const load = world.deposit(LOAD);
  while ((await world.totals()).store[0] < LOAD / 3) await new Promise((r) => setTimeout(r, 50));
  await fault();
  await load;
}

/** The relay and a projector running, and `restart` a third into the load: the ledger must come out whole. */
async function restartedUnderLoad(
  world: LedgerWorld,
  scenario: { name: string; fault: string; restart: () => Promise<void> },
): Promise<ScenarioResult> {
  await world.startRelay();
  await world.startProjector();
  await underLoad(world, scenario.restart);
  return world.check(scenario.name, scenario.fault);
}

export const kafkaRestartedUnderLoad = (world: LedgerWorld, kafka: DisposableKafka) =>
  restartedUnderLoad(world, {
    name: 'Kafka broker restarted under load',
    fault: `SIGKILL to the suite's broker a third into ${LOAD} deposits, then a restart`,
    restart: async () => {
      await kafka.kill();
      await kafka.start();
    },
  });

export const postgresRestartedUnderLoad = (world: LedgerWorld, postgres: DisposablePostgres) =>
  restartedUnderLoad(world, {
    name: 'Postgres restarted under load',
    fault: `immediate shutdown of the suite's cluster a third into ${LOAD} deposits, then a restart`,
    restart: async () => {
      await postgres.crash();
      await postgres.start();
    },
  });

/** A transaction that took its id early commits after hundreds of later ones. */
export async function longTransaction(world: LedgerWorld): Promise<ScenarioResult> {
  await world.startRelay();
  await world.startProjector();
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  const slow = world.store.transact(['ledger/account/acct-slow'], async (tx) => {
    await tx.append(
      'ledger/account/acct-slow',
      'any',
      [{ type: 'Deposited', data: { account: 'acct-slow', amountPence: 5 } }],
      {
        correlationId: 'chaos',
        causationId: null,
        userId: null,
        region: 'GB',
      },
    );
    await held;
  });
  await world.deposit(300);
  release();
  await slow;
  await world.deposit(10);
  return world.check('long-running transaction', 'one append held open while 300 later ones committed');
}

/** A second projector instance joins the group mid-load, then the first one leaves. */
export async function consumerGroupRebalance(world: LedgerWorld): Promise<ScenarioResult> {
  await world.startRelay();
  const first = await world.startProjector();
  const load = world.deposit(LOAD);
  while ((await world.totals()).store[0] < LOAD / 3) await new Promise((r) => setTimeout(r, 50));
  await world.startProjector();
  while ((await world.totals()).store[0] < (2 * LOAD) / 3) await new Promise((r) => setTimeout(r, 50));
  await first.stop();
  await load;
  return world.check(
    'consumer-group rebalance',
    `a second projector joined a third into ${LOAD} deposits; the first left at two thirds`,
  );
}

/**
 * The Redis read model is flushed away; the operator rebuilds it with the platform's replay
 * while the live projector and the deposits go on. Its check compares it with a second rebuild.
 */
export async function redisFlushed(world: LedgerWorld, redis: Redis): Promise<ScenarioResult> {
  const keyPrefix = world.prefix;
  const deadLetters = pgDeadLetters(world.pool);
  await world.startRelay();
  const live = await runFromKafka(
    world.bus,
    new RedisProjector(redis, ledgerTotals, { deadLetters, keyPrefix }),
    {
      topicPrefix: world.prefix,
      groupPrefix: world.prefix,
      timings: CHAOS_CONSUMER,
    },
  );
  const model = async () => {
    const ns = await liveNamespace(redis, 'ledger-totals', keyPrefix);
    const balances = await redis.hgetall(`${ns}balances`);
    return [
      ...Object.entries(balances).map(([k, v]) => `${k}=${v}`),
      `deposits=${await redis.get(`${ns}deposits`)}`,
    ];
  };
  const rebuild = () =>
    replayRedis(world.pool, redis, ledgerTotals, { deadLetters, keyPrefix, batchSize: 1000, graceMs: 100 });
  try {
    await world.deposit(300);
    await redis.flushall();
    const load = world.deposit(300);
    await rebuild();
    await load;
    await world.startProjector();
    const result = await world.check(
      'Redis flushed',
      "FLUSHALL on the suite's Redis after 300 deposits; replay rebuilt it while 300 more came",
    );
    const { store } = await world.totals();
    const storeModel = async () => {
      const m = await model();
      return m.includes(`deposits=${store[0]}`);
    };
    const until = Date.now() + 30_000;
    while (!(await storeModel()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const before = await model();
    await rebuild();
    const redisDiffs = symmetricDifference(before, await model());
    // A Redis model whose deposit count is not the store's is one more diff.
    return { ...result, readModelDiffs: result.readModelDiffs + redisDiffs + ((await storeModel()) ? 0 : 1) };
  } finally {
    await live.stop();
  }
}
