import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EventStore } from '../event-store/event-store.ts';
import { readAllAfter } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { waitForVisibleHead } from '../event-store/visible-head.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { STORE_SOURCE } from '../projections/projection.ts';
import { runFromStore } from '../projections/store-source.ts';
import { appendDeposit } from '../testing/ledger-fixture.ts';
import { createTestDatabase, eventually, quietLogger, type TestDatabase } from '../testing/test-env.ts';
import { type Effect, PermanentEffectFailure } from './effect.ts';
import { EffectRunner } from './effect-runner.ts';

// A receipt "printed" for every deposit on the ledger: the printer is the world outside, so
// what it printed is what a customer would see (one receipt per deposit, in order).
const meta = { correlationId: 'receipts', causationId: null, userId: null, region: 'GB' };
const Deposited = z.object({ account: z.string(), amountPence: z.int() });

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

function printer(
  name: string,
  failFor: (account: string, tries: number) => Error | null = () => null,
  concurrency?: number,
) {
  const printed: string[] = [];
  const tries = new Map<string, number>();
  const effect: Effect = {
    name,
    contexts: ['ledger'],
    handles: ['Deposited'],
    ...(concurrency ? { concurrency } : {}),
    async perform(event) {
      const { account, amountPence } = Deposited.parse(event.data);
      const n = (tries.get(account) ?? 0) + 1;
      tries.set(account, n);
      const failure = failFor(account, n);
      if (failure) throw failure;
      printed.push(`${account}:${amountPence}`);
    },
  };
  const runner = () =>
    new EffectRunner(db.pool, effect, { deadLetters: pgDeadLetters(db.pool), logger: quietLogger });
  return { printed, runner };
}

const deposit = (account: string, amountPence: unknown = 500) =>
  appendDeposit(store, { account, amountPence }, meta);
async function deposits(prefix: string): Promise<StoredEvent[]> {
  await waitForVisibleHead(db.pool);
  const all = await readAllAfter(db.pool, { txId: '0', position: '0' }, 100_000);
  return all.filter((e) => e.type === 'Deposited' && e.streamId.includes(prefix));
}

describe('an effect behind the event store', () => {
  it('happens once per event, however often the event is delivered and by however many processes', async () => {
    for (const account of ['once-a', 'once-b']) await deposit(account);
    const events = await deposits('once-');
    const { printed, runner } = printer('receipts-once');
    const first = runner();
    await first.setup();
    expect(await first.applyBatch(STORE_SOURCE, [...events, ...events])).toBe(2);
    expect(await first.applyBatch(STORE_SOURCE, events)).toBe(0);
    // Another process, and another source (a Kafka partition) delivering the same events.
    expect(await runner().applyBatch('kafka:ledger.events:0', events)).toBe(0);
    expect(printed).toEqual(['once-a:500', 'once-b:500']);
  });

  // A process plans from where its own batches left the source, without a look at its checkpoint;
  // one another process took further meanwhile (a rebalance) still prints nothing twice.
  it('happens once when another process took its source further meanwhile', async () => {
    for (const account of ['over-a', 'over-b', 'over-c']) await deposit(account);
    const [a, b, c] = await deposits('over-');
    const { printed, runner } = printer('receipts-taken-over');
    const here = runner();
    expect(await here.applyBatch(STORE_SOURCE, [a as StoredEvent])).toBe(1);
    expect(await runner().applyBatch(STORE_SOURCE, [b as StoredEvent])).toBe(1);
    expect(await here.applyBatch(STORE_SOURCE, [b as StoredEvent, c as StoredEvent])).toBe(1);
    expect(printed).toEqual(['over-a:500', 'over-b:500', 'over-c:500']);
  });

  it('keeps trying an event while the other side is down, and lets nothing overtake it', async () => {
    await deposit('down-a', 100);
    await deposit('down-b', 200);
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' });
    const { printed, runner } = printer('receipts-down', (account, tries) =>
      account === 'down-a' && tries <= 3 ? down : null,
    );
    const running = runFromStore(db.pool, runner());
    const ours = () => printed.filter((receipt) => receipt.startsWith('down-'));
    try {
      await eventually(async () => ours().length === 2, { timeoutMs: 30_000 });
    } finally {
      await running.stop();
    }
    expect(ours()).toEqual(['down-a:100', 'down-b:200']);
  });

  it('dead-letters an event refused for good or unreadable, and goes on with the next', async () => {
    await deposit('gone-a');
    await deposit('gone-b', 'lots');
    await deposit('gone-c');
    const { printed, runner } = printer('receipts-gone', (account) =>
      account === 'gone-a' ? new PermanentEffectFailure('550 No such mailbox') : null,
    );
    const r = runner();
    await r.setup();
    const events = await deposits('gone-');
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(1);
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(0);
    expect(printed).toEqual(['gone-c:500']);
    const { rows } = await db.pool.query<{ reason: string }>(
      `SELECT reason FROM dead_letters WHERE projection = 'receipts-gone' ORDER BY id`,
    );
    expect(rows.map((row) => row.reason)).toEqual([
      expect.stringContaining('550 No such mailbox'),
      expect.stringContaining('ZodError'),
    ]);
  });

  it('performs several at once where allowed, and a retry after one failed repeats none of the others', async () => {
    for (const account of ['many-a', 'many-b', 'many-c', 'many-d', 'many-e']) await deposit(account);
    const busy = Object.assign(new Error('421 try again later'), { responseCode: 421 });
    const { printed, runner } = printer(
      'receipts-many',
      (account, tries) => (account === 'many-b' && tries === 1 ? busy : null),
      3,
    );
    const r = runner();
    const events = await deposits('many-');
    await expect(r.applyBatch(STORE_SOURCE, events)).rejects.toThrow('421');
    // The first window went out but for many-b; the next waited.
    expect([...printed].sort()).toEqual(['many-a:500', 'many-c:500']);
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(3);
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(0);
    expect([...printed].sort()).toEqual([
      'many-a:500',
      'many-b:500',
      'many-c:500',
      'many-d:500',
      'many-e:500',
    ]);
  });
});
