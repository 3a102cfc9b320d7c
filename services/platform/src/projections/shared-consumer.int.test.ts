import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningConsumer } from '../bus/kafka.ts';
import { EventStore } from '../event-store/event-store.ts';
import { waitForVisibleHead } from '../event-store/visible-head.ts';
import { OutboxRelay } from '../relay/outbox-relay.ts';
import { appendDeposit, ledgerBalances, ledgerTotals } from '../testing/ledger-fixture.ts';
import { type Backbone, createBackbone, eventually, FAST_CONSUMER, uniqueName } from '../testing/test-env.ts';
import { kafkaDeadLetters } from './dead-letters.ts';
import { runAllFromKafka } from './kafka-source.ts';
import { PgProjector } from './pg-projector.ts';
import { liveNamespace, RedisProjector } from './redis-projector.ts';

// One consumer feeding several read models of a process (docs/adr/0006), one of them failing
// for a while as if its database connection dropped: every read model ends with each event once.
const meta = { correlationId: 'c-shared', causationId: null, userId: null, region: 'GB' };
const ACCOUNTS = 12;
const DEPOSITS = 400;
const prefix = `${uniqueName('shared')}.`;

let env: Backbone;
let consumer: RunningConsumer | undefined;
const expected = new Map<string, number>();

beforeAll(async () => {
  env = await createBackbone();
  const store = new EventStore(env.db.pool);
  for (let i = 0; i < DEPOSITS; i++) {
    const account = `acct-${i % ACCOUNTS}`;
    const amountPence = 100 + ((i * 53) % 700);
    expected.set(account, (expected.get(account) ?? 0) + amountPence);
    await appendDeposit(store, { account, amountPence }, meta);
  }
});

afterAll(async () => {
  await consumer?.stop();
  await env?.close();
});

async function balances(schema: string): Promise<Map<string, number>> {
  const { rows } = await env.db.pool.query(`SELECT account, balance_pence FROM ${schema}.balances`);
  return new Map(rows.map((r) => [r.account as string, Number(r.balance_pence)]));
}

describe('one consumer for every read model of a process', () => {
  it('applies each event once to each, while one of them fails its first batches', async () => {
    const relay = new OutboxRelay(env.db.pool, env.producer, {
      batchSize: 50,
      topicPrefix: prefix,
      ensureTopics: (t) => env.bus.ensureTopics(t),
    });
    await waitForVisibleHead(env.db.pool);
    while ((await relay.publishNextBatch()) > 0);

    let failures = 3;
    const failed: string[] = [];
    const timed = new Set<string>();
    const flaky = {
      ...ledgerBalances,
      name: 'ledger-flaky',
      apply: async (...args: Parameters<typeof ledgerBalances.apply>) => {
        await ledgerBalances.apply(...args);
        if (failures-- > 0)
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      },
    };
    const deadLetters = kafkaDeadLetters(env.producer, (t) => env.bus.ensureTopics(t), prefix);
    consumer = await runAllFromKafka(
      env.bus,
      [
        new PgProjector(env.db.pool, ledgerBalances, { deadLetters }),
        new PgProjector(env.db.pool, flaky, { deadLetters }),
        new RedisProjector(env.redis, ledgerTotals, { deadLetters, keyPrefix: prefix }),
      ],
      {
        group: 'workers.test',
        topicPrefix: prefix,
        groupPrefix: prefix,
        timings: FAST_CONSUMER,
        onBatchFailed: (projection, err) => failed.push(`${projection}: ${(err as { code?: string }).code}`),
        onBatchTimed: (projection) => timed.add(projection),
      },
    );

    const deposits = (schema: string) =>
      env.db.pool.query(`SELECT sum(deposits)::int AS n FROM ${schema}.balances`).then((r) => r.rows[0].n);
    await eventually(async () => (await deposits('rm_ledger_balances')) === DEPOSITS, { timeoutMs: 60_000 });
    await eventually(async () => (await deposits('rm_ledger_flaky')) === DEPOSITS, { timeoutMs: 60_000 });
    expect(failures).toBeLessThan(0);
    // The operator sees each failed batch, named by its runner (wine_projection_batches_failed_total):
    // a failed transaction fails every partition's batch it held.
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(new Set(failed)).toEqual(new Set(['ledger-flaky: ECONNRESET']));
    // And how long each runner's batches take, failed ones too (wine_projection_batch_seconds).
    expect([...timed].sort()).toEqual(['ledger-balances', 'ledger-flaky', 'ledger-totals']);
    expect(await balances('rm_ledger_balances')).toEqual(expected);
    expect(await balances('rm_ledger_flaky')).toEqual(expected);

    const ns = await liveNamespace(env.redis, 'ledger-totals', prefix);
    await eventually(async () => Number(await env.redis.get(`${ns}deposits`)) === DEPOSITS);
    const totals = await env.redis.hgetall(`${ns}balances`);
    expect(new Map(Object.entries(totals).map(([k, v]) => [k, Number(v)]))).toEqual(expected);
  });
});
