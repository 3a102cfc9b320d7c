import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BusProducer, EventBus } from '../bus/kafka.ts';
import { EventStore } from '../event-store/event-store.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { liveNamespace } from '../projections/redis-projector.ts';
import { OutboxRelay } from '../relay/outbox-relay.ts';
import { replayRedis } from '../replay/replay-redis.ts';
import { ledgerBalances, ledgerTotals } from '../testing/ledger-fixture.ts';
import {
  createTestBus,
  createTestDatabase,
  createTestRedis,
  eventually,
  type TestDatabase,
  uniqueName,
} from '../testing/test-env.ts';
import { diffAgainstRebuild, symmetricDifference } from './read-model-check.ts';

// Two projector processes in one consumer group share the partitions; one is killed with SIGKILL
// at a random moment of the run and the other takes its partitions over. Every read model must
// then be what a rebuild from the event store makes: no event lost, none applied twice (the ledger
// read models add up, so a doubled event shows). The issue's run is 100k events:
// SCALE_OUT_EVENTS=100000 npx vitest run --project integration services/platform/src/chaos/scale-out
const EVENTS = Number(process.env.SCALE_OUT_EVENTS ?? 20_000);
const ACCOUNTS = 500;
const PER_APPEND = 20;
const meta = { correlationId: 'scale-out', causationId: null, userId: null, region: 'GB' };
const prefix = `${uniqueName('scale')}.`;

let db: TestDatabase;
let bus: EventBus;
let producer: BusProducer;
let redis: Redis;
let relay: OutboxRelay | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  bus = createTestBus();
  producer = await bus.producer();
  redis = createTestRedis();
  const store = new EventStore(db.pool);
  for (let i = 0; i < EVENTS; i += PER_APPEND) {
    const account = `acct-${(i / PER_APPEND) % ACCOUNTS}`;
    const events = Array.from({ length: Math.min(PER_APPEND, EVENTS - i) }, (_, j) => ({
      type: 'Deposited',
      data: { account, amountPence: 1 + ((i + j) % 97) },
    }));
    await store.appendToStream(`ledger/account/${account}`, 'any', events, meta);
  }
}, 600_000);

afterAll(async () => {
  await relay?.stop();
  for (const child of children) child.kill('SIGKILL');
  await producer?.disconnect();
  redis?.disconnect();
  await db?.drop();
});

function startProjector(): Promise<ChildProcess> {
  const { kafkaBrokers, redisUrl } = inject('services');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'services/platform/src/chaos/projector-group-child.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        REDIS_URL: redisUrl,
        KAFKA_BROKERS: kafkaBrokers.join(','),
        TOPIC_PREFIX: prefix,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`projector exited (${code}) before it joined`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('joined')) resolve(child);
    });
  });
}

const pgDeposits = async () =>
  Number(
    (await db.pool.query(`SELECT coalesce(sum(deposits), 0)::int AS n FROM rm_ledger_balances.balances`))
      .rows[0].n,
  );

async function redisModel(): Promise<string[]> {
  const ns = await liveNamespace(redis, 'ledger-totals', prefix);
  const balances = await redis.hgetall(`${ns}balances`);
  return [
    ...Object.entries(balances).map(([k, v]) => `${k}=${v}`),
    `deposits=${(await redis.get(`${ns}deposits`)) ?? 0}`,
  ];
}

describe('two projector processes in one consumer group, one killed during the run', () => {
  it('leave every read model identical to a rebuild from the event store', async () => {
    const projectors = [await startProjector(), await startProjector()];
    relay = new OutboxRelay(db.pool, producer, {
      topicPrefix: prefix,
      ensureTopics: (topics) => bus.ensureTopics(topics),
    });
    relay.start();

    // A random moment between a tenth and two thirds of the run.
    const killAt = randomInt(Math.floor(EVENTS / 10), Math.floor((2 * EVENTS) / 3));
    await eventually(async () => (await pgDeposits()) >= killAt, { timeoutMs: 300_000, everyMs: 5 });
    const victim = projectors[randomInt(2)] as ChildProcess;
    const died = once(victim, 'exit');
    victim.kill('SIGKILL');
    await died;
    const atKill = await pgDeposits();
    expect(atKill).toBeLessThan(EVENTS); // killed during the run, not after it

    await eventually(async () => (await pgDeposits()) === EVENTS, { timeoutMs: 300_000, everyMs: 200 });
    await eventually(async () => (await redisModel()).includes(`deposits=${EVENTS}`), {
      timeoutMs: 120_000,
      everyMs: 200,
    });

    expect(
      await diffAgainstRebuild(db.pool, ledgerBalances, async () => {
        const { rows } = await db.pool.query('SELECT * FROM rm_ledger_balances.balances ORDER BY account');
        return rows;
      }),
    ).toBe(0);
    const live = await redisModel();
    await replayRedis(db.pool, redis, ledgerTotals, {
      deadLetters: pgDeadLetters(db.pool),
      keyPrefix: prefix,
      batchSize: 2000,
      graceMs: 100,
    });
    expect(symmetricDifference(live, await redisModel())).toBe(0);
  }, 900_000);
});
