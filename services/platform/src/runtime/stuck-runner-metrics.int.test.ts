import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventStore } from '../event-store/event-store.ts';
import { createLogger } from '../observability/logger.ts';
import { metricsText } from '../observability/metrics.ts';
import { balanceOf, ledgerBalances } from '../testing/ledger-fixture.ts';
import {
  createTestDatabase,
  createTestRedis,
  eventually,
  type TestDatabase,
  uniqueName,
} from '../testing/test-env.ts';
import { startWorkers, type Workers } from './start-workers.ts';

// Two processes' worth of workers on one database: a gateway's (no relay, no runners: it only
// reports) and a worker's (the relay and the projector), which stops while commands keep coming.
// The gateway's /metrics must show the stuck pipeline: lag and backlog rising, not frozen.

const meta = { correlationId: 'c-stuck', causationId: null, userId: null, region: 'GB' };
const prefix = `${uniqueName('stuck')}.`;

let db: TestDatabase;
let redis: Redis;
let gateway: Workers;
let worker: Workers | undefined;

const start = (run: { relay: boolean; runners: boolean }) =>
  startWorkers({
    config: {
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: inject('services').kafkaBrokers,
      SERVICE_NAME: 'stuck-test',
      KAFKA_TOPIC_PREFIX: prefix,
    },
    pool: db.pool,
    redis,
    logger: createLogger('stuck-test'),
    projections: [ledgerBalances],
    run,
  });

const deposit = (amountPence: number) =>
  new EventStore(db.pool).appendToStream(
    'ledger/account/stuck',
    'any',
    [{ type: 'Deposited', data: { account: 'stuck', amountPence } }],
    meta,
  );

/** The value of one series on /metrics, as Prometheus would scrape it now. */
async function scraped(series: string): Promise<number> {
  const text = await metricsText();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no series ${series} on /metrics`);
  return Number(line.slice(series.length + 1));
}
const lagSeconds = () => scraped('wine_projection_lag_seconds{projection="ledger-balances"}');
const lagEvents = () => scraped('wine_projection_lag_events{projection="ledger-balances"}');
const backlogEvents = () => scraped('wine_outbox_backlog_events{outbox="events"}');
const backlogAge = () => scraped('wine_outbox_backlog_age_seconds{outbox="events"}');
const balance = () => balanceOf(db.pool, 'stuck');

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
  gateway = await start({ relay: false, runners: false });
  worker = await start({ relay: true, runners: true });
});

afterAll(async () => {
  await worker?.stop();
  await gateway?.stop();
  redis?.disconnect();
  await db?.drop();
});

describe('a projector stopped while events keep coming', () => {
  it('shows on /metrics as rising lag and a rising outbox backlog, and both fall back once it runs again', async () => {
    await deposit(100);
    await eventually(async () => (await balance()) === '100', { timeoutMs: 60_000, everyMs: 200 });
    await eventually(async () => (await lagEvents()) === 0 && (await backlogEvents()) === 0, {
      timeoutMs: 30_000,
    });
    expect(await lagSeconds()).toBe(0);
    expect(await backlogAge()).toBe(0);
    // Known series from the start, before anything goes wrong.
    expect(await scraped('wine_projection_dead_letters_total{projection="ledger-balances"}')).toBe(0);

    await worker?.stop();
    worker = undefined;
    await deposit(1);
    await deposit(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const firstLag = await lagSeconds();
    const firstBacklog = await backlogAge();
    expect(await lagEvents()).toBe(2);
    expect(await backlogEvents()).toBe(2);
    expect(firstLag).toBeGreaterThan(1);
    expect(firstBacklog).toBeGreaterThan(1);

    await deposit(3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Nothing was applied, yet the gauges moved: the oldest waiting event only gets older.
    expect(await lagEvents()).toBe(3);
    expect(await backlogEvents()).toBe(3);
    expect(await lagSeconds()).toBeGreaterThan(firstLag);
    expect(await backlogAge()).toBeGreaterThan(firstBacklog);

    worker = await start({ relay: true, runners: true });
    await eventually(async () => (await balance()) === '106', { timeoutMs: 60_000, everyMs: 200 });
    await eventually(async () => (await lagEvents()) === 0 && (await backlogEvents()) === 0, {
      timeoutMs: 30_000,
    });
    expect(await lagSeconds()).toBe(0);
    expect(await backlogAge()).toBe(0);
  }, 180_000);
});
