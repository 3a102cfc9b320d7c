import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningConsumer } from '../bus/kafka.ts';
import { LOG_START } from '../event-store/checkpoint.ts';
import { EventStore } from '../event-store/event-store.ts';
import { loadCheckpoint, readAllAfter } from '../event-store/read-all.ts';
import { waitForVisibleHead } from '../event-store/visible-head.ts';
import { deadLetterTopic, kafkaDeadLetters } from '../projections/dead-letters.ts';
import { runFromKafka } from '../projections/kafka-source.ts';
import { PgProjector } from '../projections/pg-projector.ts';
import { liveNamespace, RedisProjector } from '../projections/redis-projector.ts';
import { appendDeposit, ledgerBalances, ledgerTotals } from '../testing/ledger-fixture.ts';
import { readTopic } from '../testing/read-topic.ts';
import { type Backbone, createBackbone, eventually, FAST_CONSUMER, uniqueName } from '../testing/test-env.ts';
import { OutboxRelay, toMessage } from './outbox-relay.ts';

const meta = { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' };
const ACCOUNTS = 20;
const DEPOSITS = 600;

let env: Backbone;
const consumers: RunningConsumer[] = [];
const expected = new Map<string, number>();
let poisonId = '';

beforeAll(async () => {
  env = await createBackbone();
  const store = new EventStore(env.db.pool);
  for (let i = 0; i < DEPOSITS; i++) {
    const account = `acct-${i % ACCOUNTS}`;
    const amountPence = 100 + ((i * 37) % 900);
    expected.set(account, (expected.get(account) ?? 0) + amountPence);
    await appendDeposit(store, { account, amountPence }, meta);
    if (i === DEPOSITS / 2) {
      const poison = { type: 'Deposited', data: { account: 'acct-0', amountPence: 'lots' } };
      poisonId = (await store.appendToStream('ledger/account/poison', 'any', [poison], meta)).lastPosition;
    }
  }
});

afterAll(async () => {
  for (const c of consumers) await c.stop();
  await env.close();
});

async function balances(schema: string): Promise<Map<string, number>> {
  const { rows } = await env.db.pool.query(`SELECT account, balance_pence FROM ${schema}.balances`);
  return new Map(rows.map((r) => [r.account as string, Number(r.balance_pence)]));
}

function runChild(env: Record<string, string>): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'services/platform/src/testing/relay-crash-child.ts'],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (_code, signal) => resolve(signal));
  });
}

describe('the relay killed after Kafka acked but before its checkpoint moved', () => {
  const prefix = `${uniqueName('t')}.`;

  it('re-sends on restart, and the projectors apply each event exactly once', async () => {
    const signal = await runChild({
      DATABASE_URL: env.db.url,
      KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
      TOPIC_PREFIX: prefix,
      BATCH_SIZE: '200',
    });
    expect(signal).toBe('SIGKILL');
    expect(await loadCheckpoint(env.db.pool, 'outbox-relay')).toBeUndefined();

    const relay = new OutboxRelay(env.db.pool, env.producer, {
      batchSize: 250,
      topicPrefix: prefix,
      ensureTopics: (t) => env.bus.ensureTopics(t),
    });
    await waitForVisibleHead(env.db.pool);
    while ((await relay.publishNextBatch()) > 0);

    const onTopic = await readTopic(env.bus, `${prefix}ledger.events`, DEPOSITS + 200);
    const ids = onTopic.map((m) => JSON.parse(m.value.toString()).eventId);
    expect(new Set(ids).size).toBe(DEPOSITS + 1);
    expect(ids.length).toBeGreaterThanOrEqual(DEPOSITS + 200);

    const deadLetters = kafkaDeadLetters(env.producer, (t) => env.bus.ensureTopics(t), prefix);
    const pg = new PgProjector(env.db.pool, ledgerBalances, { deadLetters });
    const rd = new RedisProjector(env.redis, ledgerTotals, { deadLetters, keyPrefix: prefix });
    for (const p of [pg, rd]) {
      consumers.push(
        await runFromKafka(env.bus, p, { topicPrefix: prefix, groupPrefix: prefix, timings: FAST_CONSUMER }),
      );
    }
    await eventually(async () => (await balances('rm_ledger_balances')).size === ACCOUNTS);
    await eventually(async () => {
      const { rows } = await env.db.pool.query(
        'SELECT sum(deposits)::int AS n FROM rm_ledger_balances.balances',
      );
      return rows[0].n === DEPOSITS;
    });
    expect(await balances('rm_ledger_balances')).toEqual(expected);

    const ns = await liveNamespace(env.redis, 'ledger-totals', prefix);
    await eventually(async () => Number(await env.redis.get(`${ns}deposits`)) === DEPOSITS);
    const totals = await env.redis.hgetall(`${ns}balances`);
    expect(new Map(Object.entries(totals).map(([k, v]) => [k, Number(v)]))).toEqual(expected);
  });
});

describe('a projector fed every event twice, with a poison event among them', () => {
  const prefix = `${uniqueName('t')}.`;

  it('builds the same read model as once, dead-letters the poison event with its reason and goes on', async () => {
    await waitForVisibleHead(env.db.pool);
    const events = await readAllAfter(env.db.pool, LOG_START, 10_000);
    const topic = `${prefix}ledger.events`;
    await env.bus.ensureTopics([topic]);
    for (let i = 0; i < events.length; i += 100) {
      const slice = events.slice(i, i + 100).map((e) => toMessage(e));
      await env.producer.send([{ topic, messages: [...slice, ...slice] }]);
    }
    const deadLetters = kafkaDeadLetters(env.producer, (t) => env.bus.ensureTopics(t), prefix);
    const pg = new PgProjector(env.db.pool, ledgerBalances, { deadLetters, schema: 'rm_twice' });
    consumers.push(
      await runFromKafka(env.bus, pg, { topicPrefix: prefix, groupPrefix: prefix, timings: FAST_CONSUMER }),
    );

    await eventually(async () => {
      const { rows } = await env.db.pool.query('SELECT sum(deposits)::int AS n FROM rm_twice.balances');
      return rows[0].n === DEPOSITS;
    });
    expect(await balances('rm_twice')).toEqual(expected);

    const dead = await readTopic(env.bus, deadLetterTopic('ledger-balances', prefix), 1);
    const [letter] = dead;
    expect(JSON.parse(String(letter?.value)).position).toBe(poisonId);
    expect(letter?.headers.reason).toMatch(/invalid input syntax for type bigint/);
  });
});
