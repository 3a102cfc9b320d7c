import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Checkpoint, LOG_START } from '../event-store/checkpoint.ts';
import { EventStore } from '../event-store/event-store.ts';
import type { Runner } from '../runners/runner.ts';
import { appendDeposit } from '../testing/ledger-fixture.ts';
import { createTestDatabase, eventually, type TestDatabase } from '../testing/test-env.ts';
import { LogHead } from './log-head.ts';
import { runnerLags } from './runner-lag.ts';

// The lag each runner shows on /metrics, against a real log: events reach runners by two
// sources (as two Kafka partitions would), and a runner may be caught up on one and behind on
// the other.

let db: TestDatabase;
const meta = { correlationId: 'c-lag', causationId: null, userId: null, region: 'GB' };
const deposit = (account: string) =>
  appendDeposit(new EventStore(db.pool), { account, amountPence: 10 }, meta);
/** Each ledger event's place in the log, oldest first, by account. */
const placed = new Map<string, Checkpoint[]>();

// Accounts a* reach runners by source "a", b* by "b"; "lost" by no source (its topic not there yet).
const sourceOf = async (streamId: string) => {
  const account = streamId.split('/').at(-1) ?? '';
  if (account === 'lost') throw new Error('no topic yet');
  return account.startsWith('a') ? 'a' : 'b';
};

const runner = (name: string, applied: Record<string, Checkpoint | 'unreadable'>): Runner => ({
  projection: { name, contexts: ['ledger'] },
  setup: async () => undefined,
  applyBatch: async () => 0,
  checkpoint: async (source) => {
    const at = applied[source] ?? LOG_START;
    if (at === 'unreadable') throw new Error('relation does not exist');
    return at;
  },
});

const lagsOf = (...runners: Runner[]) => runnerLags({ runners, head: new LogHead(db.pool, sourceOf) });
const last = (account: string) => placed.get(account)?.at(-1) ?? LOG_START;

/**
 * Until the log's head holds `events`: it counts an event once no transaction older than it is
 * still open anywhere on the server (other suites' included), so an append shows a moment later.
 */
const untilHeadHolds = (events: number) =>
  eventually(async () => (await lagsOf(runner('never-ran', {}))).get('never-ran')?.events === events, {
    timeoutMs: 30_000,
  });

beforeAll(async () => {
  db = await createTestDatabase();
  for (const account of ['a1', 'b1', 'a2', 'b2', 'a1', 'b1']) {
    await deposit(account);
    const { rows } = await db.pool.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, position::text AS pos FROM events ORDER BY position DESC LIMIT 1`,
    );
    const row = rows[0] ?? { tx: '0', pos: '0' };
    placed.set(account, [...(placed.get(account) ?? []), { txId: row.tx, position: row.pos }]);
  }
  await untilHeadHolds(6);
});

afterAll(async () => {
  await db?.drop();
});

describe('runnerLags', () => {
  it('counts, per runner, the events past its checkpoint of the source each reaches it by', async () => {
    const caughtUp = runner('caught-up', { a: last('a1'), b: last('b1') });
    const behindOnB = runner('behind-on-b', { a: last('a1'), b: placed.get('b1')?.[0] ?? LOG_START });
    const never = runner('never-ran', {});
    const lags = await lagsOf(caughtUp, behindOnB, never);

    expect(lags.get('caught-up')).toEqual({ events: 0, seconds: 0 });
    // b2 and b1's second deposit came after b1's first.
    expect(lags.get('behind-on-b')?.events).toBe(2);
    expect(lags.get('behind-on-b')?.seconds).toBeGreaterThanOrEqual(0);
    expect(lags.get('never-ran')?.events).toBe(6);
  });

  it('shows how long the oldest waiting event has waited, rising while the runner is stuck', async () => {
    const stuck = runner('stuck', { a: last('a1'), b: LOG_START });
    const now = Date.now();
    const head = new LogHead(db.pool, sourceOf);
    const first = (await runnerLags({ runners: [stuck], head }, now)).get('stuck');
    const later = (await runnerLags({ runners: [stuck], head }, now + 5_000)).get('stuck');
    expect(first?.events).toBe(3);
    expect((later?.seconds ?? 0) - (first?.seconds ?? 0)).toBeCloseTo(5, 1);
  });

  it('counts everything as waiting for a read model not built yet, and events no source has yet', async () => {
    const unbuilt = runner('unbuilt', { a: 'unreadable', b: 'unreadable' });
    await deposit('lost');
    await untilHeadHolds(7);
    const lags = await lagsOf(unbuilt, runner('caught-up-but-lost', { a: last('a1'), b: last('b1') }));
    expect(lags.get('unbuilt')?.events).toBe(7);
    expect(lags.get('caught-up-but-lost')?.events).toBe(1);
  });
});

describe('LogHead, kept between measurements (as /metrics keeps it)', () => {
  it("adds only what the log gained since, once each, and keeps each context's newest", async () => {
    const head = new LogHead(db.pool, sourceOf, 3);
    const before = (await head.of(['ledger'])).get('ledger') ?? [];
    expect(before.map((e) => e.streamId)).toEqual([
      'ledger/account/lost',
      'ledger/account/b1',
      'ledger/account/a1',
    ]);

    await deposit('a3');
    await new EventStore(db.pool).appendToStream(
      'elsewhere/thing/1',
      0,
      [{ type: 'ThingHappened', data: {} }],
      meta,
    );
    await deposit('b3');
    const fresh = () => new LogHead(db.pool, sourceOf, 3).of(['ledger']);
    await eventually(async () => (await fresh()).get('ledger')?.[0]?.streamId === 'ledger/account/b3', {
      timeoutMs: 30_000,
    });
    // Two measurements at once (a slow scrape and the next) read the tail one after the other.
    const [one, two] = await Promise.all([head.of(['ledger', 'elsewhere']), head.of(['ledger'])]);
    const newest = ['ledger/account/b3', 'ledger/account/a3', 'ledger/account/lost'];
    expect(one.get('ledger')?.map((e) => e.streamId)).toEqual(newest);
    expect(two.get('ledger')?.map((e) => e.streamId)).toEqual(newest);
    expect(one.get('elsewhere')?.map((e) => e.streamId)).toEqual(['elsewhere/thing/1']);
    expect(one.get('ledger')?.map((e) => e.source)).toEqual(['b', 'a', null]);
  });
});
