import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningConsumer } from '../bus/kafka.ts';
import { EventStore } from '../event-store/event-store.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { runFromKafka } from '../projections/kafka-source.ts';
import { PgProjector } from '../projections/pg-projector.ts';
import { liveNamespace, RedisProjector } from '../projections/redis-projector.ts';
import { runFromStore } from '../projections/store-source.ts';
import { OutboxRelay } from '../relay/outbox-relay.ts';
import { appendDeposit, ledgerBalances, ledgerTotals } from '../testing/ledger-fixture.ts';
import { type Backbone, createBackbone, eventually, FAST_CONSUMER, uniqueName } from '../testing/test-env.ts';
import { replayPg } from './replay-pg.ts';
import { replayRedis } from './replay-redis.ts';

const meta = { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' };
const prefix = `${uniqueName('t')}.`;

let env: Backbone;
let store: EventStore;
const stops: (() => Promise<void>)[] = [];
let deposited = 0;
let totalPence = 0;

async function deposit(n: number) {
  for (let i = 0; i < n; i++, deposited++) {
    const account = `acct-${deposited % 25}`;
    const amountPence = 1 + (deposited % 97);
    totalPence += amountPence;
    await appendDeposit(store, { account, amountPence }, meta);
  }
}

const pgModel = async () =>
  (
    await env.db.pool.query(
      'SELECT account, balance_pence, deposits FROM rm_ledger_balances.balances ORDER BY account',
    )
  ).rows;
const redisModel = async () => {
  const ns = await liveNamespace(env.redis, 'ledger-totals', prefix);
  return {
    balances: await env.redis.hgetall(`${ns}balances`),
    deposits: await env.redis.get(`${ns}deposits`),
  };
};
const pgTotal = async () =>
  Number(
    (await env.db.pool.query('SELECT sum(balance_pence) AS s FROM rm_ledger_balances.balances')).rows[0].s,
  );
const redisTotal = async () =>
  Object.values((await redisModel()).balances).reduce((sum, v) => sum + Number(v), 0);

beforeAll(async () => {
  env = await createBackbone();
  store = new EventStore(env.db.pool);
  await deposit(2000);
  const relay = new OutboxRelay(env.db.pool, env.producer, {
    topicPrefix: prefix,
    ensureTopics: (t) => env.bus.ensureTopics(t),
  });
  relay.start();
  stops.push(() => relay.stop());
  const deadLetters = pgDeadLetters(env.db.pool);
  const live: RunningConsumer = await runFromKafka(
    env.bus,
    new PgProjector(env.db.pool, ledgerBalances, { deadLetters }),
    {
      topicPrefix: prefix,
      groupPrefix: prefix,
      timings: FAST_CONSUMER,
    },
  );
  stops.push(() => live.stop());
  const liveRedis = runFromStore(
    env.db.pool,
    new RedisProjector(env.redis, ledgerTotals, { deadLetters, keyPrefix: prefix }),
  );
  stops.push(() => liveRedis.stop());
  await eventually(async () => (await pgTotal()) === totalPence && (await redisTotal()) === totalPence, {
    timeoutMs: 40_000,
  });
});

afterAll(async () => {
  for (const stop of stops) await stop();
  await env.close();
});

describe('replaying a projection while it is live', () => {
  it('builds a model identical to the live one, keeps reads served, and the live projector goes on after the swap', async () => {
    const livePg = await pgModel();
    const liveRedis = await redisModel();
    const expectedTotal = totalPence;

    let reading = true;
    const reads = { ok: 0, wrong: [] as unknown[] };
    const reader = (async () => {
      while (reading) {
        try {
          const [a, b] = [await pgTotal(), await redisTotal()];
          if (a === expectedTotal && b === expectedTotal) reads.ok++;
          else reads.wrong.push([a, b]);
        } catch (err) {
          reads.wrong.push(String(err));
        }
      }
    })();

    const deadLetters = pgDeadLetters(env.db.pool);
    // An interrupted first run leaves a half-built shadow; the second run resumes and finishes it.
    let batches = 0;
    const interrupted = replayPg(env.db.pool, ledgerBalances, {
      deadLetters,
      batchSize: 500,
      onProgress: () => {
        if (++batches === 2) throw new Error('interrupted');
      },
    });
    await expect(interrupted).rejects.toThrow('interrupted');
    const pgRun = await replayPg(env.db.pool, ledgerBalances, { deadLetters, batchSize: 500 });
    expect(pgRun.events).toBeLessThan(2000);
    await replayRedis(env.db.pool, env.redis, ledgerTotals, {
      deadLetters,
      keyPrefix: prefix,
      batchSize: 500,
      graceMs: 200,
    });

    reading = false;
    await reader;
    expect(reads.wrong).toEqual([]);
    expect(reads.ok).toBeGreaterThan(0);
    expect(await pgModel()).toEqual(livePg);
    expect(await redisModel()).toEqual(liveRedis);
    expect(await liveNamespace(env.redis, 'ledger-totals', prefix)).toMatch(/:v2:$/);

    await deposit(150);
    await eventually(async () => (await pgTotal()) === totalPence && (await redisTotal()) === totalPence);
    const { rows } = await env.db.pool.query(
      'SELECT sum(deposits)::int AS n FROM rm_ledger_balances.balances',
    );
    expect(rows[0].n).toBe(2150);
    expect(Number((await redisModel()).deposits)).toBe(2150);
  });
});
