import type { Redis } from 'ioredis';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventStore } from '../event-store/event-store.ts';
import { createLogger } from '../observability/logger.ts';
import { batchLock } from '../projections/pg-projector.ts';
import { pgSchemaOf } from '../projections/projection.ts';
import { appendDeposit, balanceOf, ledgerBalances } from '../testing/ledger-fixture.ts';
import { cardEventsOf, stampOnDeposit } from '../testing/loyalty-workflow-fixture.ts';
import {
  createTestDatabase,
  createTestRedis,
  eventually,
  type TestDatabase,
  uniqueName,
} from '../testing/test-env.ts';
import { startWorkers, type Workers } from './start-workers.ts';

// A fetch goes on once every runner of its consumer has handled it: a workflow sharing a consumer
// with a read model waits for the read model's transaction before it sees the next event. The
// workflows are the reactions on the money path (a payment to its order's confirmation), so they
// have a consumer of their own (docs/adr/0006).

const meta = { correlationId: 'c-apart', causationId: null, userId: null, region: 'GB' };
const account = 'apart';

let db: TestDatabase;
let redis: Redis;
let workers: Workers;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
  workers = await startWorkers({
    config: {
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: inject('services').kafkaBrokers,
      SERVICE_NAME: 'workflows-apart-test',
      KAFKA_TOPIC_PREFIX: `${uniqueName('apart')}.`,
    },
    pool: db.pool,
    redis,
    logger: createLogger('workflows-apart-test', { level: 'silent' }),
    projections: [ledgerBalances],
    workflows: [stampOnDeposit],
  });
});

afterAll(async () => {
  await workers?.stop();
  redis?.disconnect();
  await db?.drop();
});

const deposit = (amountPence: number) =>
  appendDeposit(new EventStore(db.pool), { account, amountPence }, meta);
const balance = () => balanceOf(db.pool, account);
const stamps = () => cardEventsOf(db.pool, account);

describe('a workflow following the same events as a read model', () => {
  it('goes on reacting while the read model is stuck in a batch, and the read model catches up after', async () => {
    await deposit(1);
    await eventually(async () => (await balance()) === '1' && (await stamps()) === 1, {
      timeoutMs: 60_000,
      everyMs: 200,
    });

    // The read model's next batch waits for its batch lock, held here as a replay's swap holds it.
    // (Not a lock on its table: a batch stuck past its first writes holds an open transaction,
    // and so every log reader, the relay too: ADR 0002.)
    const holder: PoolClient = await db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(batchLock(holder.escapeLiteral(pgSchemaOf(ledgerBalances.name))));
      await deposit(2);
      await eventually(async () => (await stamps()) === 2, { timeoutMs: 10_000, everyMs: 100 });
      // A later deposit, fetched after the one the read model is stuck on.
      await deposit(3);
      await eventually(async () => (await stamps()) === 3, { timeoutMs: 10_000, everyMs: 100 });
      const stuck = await db.pool.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
      );
      expect(stuck.rows[0]?.waiting).toBe(1);
      expect(await balance()).toBe('1');
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }

    await eventually(async () => (await balance()) === '6', { timeoutMs: 30_000, everyMs: 200 });
    expect(await stamps()).toBe(3);
  }, 120_000);
});
