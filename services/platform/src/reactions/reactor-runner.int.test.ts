import { isDeepStrictEqual as deepEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../event-store/event-store.ts';
import { readAllAfter } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { waitForVisibleHead } from '../event-store/visible-head.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { STORE_SOURCE } from '../projections/projection.ts';
import { runFromStore } from '../projections/store-source.ts';
import { loyaltyStreamId, stampOnDeposit } from '../testing/loyalty-reactor-fixture.ts';
import { createTestDatabase, eventually, quietLogger, type TestDatabase } from '../testing/test-env.ts';
import { ReactorRunner } from './reactor-runner.ts';

const meta = { correlationId: 'deposit-run', causationId: null, userId: 'u-1', region: 'GB' };
let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

const runner = (name = stampOnDeposit.name) =>
  new ReactorRunner(
    db.pool,
    { ...stampOnDeposit, name },
    { store, deadLetters: pgDeadLetters(db.pool), logger: quietLogger },
  );
const deposit = (account: string, amountPence: unknown = 500) =>
  store.appendToStream(
    `ledger/account/${account}`,
    'any',
    [{ type: 'Deposited', data: { account, amountPence } }],
    meta,
  );
async function log(): Promise<StoredEvent[]> {
  await waitForVisibleHead(db.pool);
  return readAllAfter(db.pool, { txId: '0', position: '0' }, 100_000);
}
const stamps = async (account: string) =>
  (await store.readStream(loyaltyStreamId(account))).events.filter((e) => e.type === 'StampEarned');

describe('a reactor behind the event store', () => {
  it('applies each event once, however often it is delivered, caused by and correlated with it', async () => {
    for (const account of ['ann', 'bob', 'ann']) await deposit(account);
    const r = runner('loyalty-once');
    await r.setup();
    const events = (await log()).filter((e) => e.type === 'Deposited');
    expect(await r.applyBatch(STORE_SOURCE, [...events, ...events])).toBe(3);
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(0);
    // Another process of the same reactor, redelivered the same batch: nothing twice.
    expect(await runner('loyalty-once').applyBatch(STORE_SOURCE, events)).toBe(0);

    const annStamps = await stamps('ann');
    expect(annStamps).toHaveLength(2);
    expect(annStamps.map((e) => e.metadata.causationId)).toEqual(
      events.filter((e) => e.streamId.endsWith('/ann')).map((e) => e.eventId),
    );
    expect(annStamps[0]?.metadata).toMatchObject({ correlationId: 'deposit-run', userId: 'u-1' });
    expect(await stamps('bob')).toHaveLength(1);
  });

  it('picks up where it stopped after dying mid-batch', async () => {
    for (let i = 0; i < 6; i++) await deposit(`carol-${i % 2}`);
    const events = (await log()).filter((e) => e.type === 'Deposited' && e.streamId.includes('carol'));
    // The process dies after three events of the batch (a connection lost: the batch aborts).
    let calls = 0;
    const dying = new ReactorRunner(
      db.pool,
      {
        ...stampOnDeposit,
        name: 'loyalty-restart',
        react(event) {
          calls += 1;
          if (calls === 4)
            throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
          return stampOnDeposit.react(event);
        },
      },
      { store, deadLetters: pgDeadLetters(db.pool), logger: quietLogger },
    );
    await dying.setup();
    await expect(dying.applyBatch(STORE_SOURCE, events)).rejects.toThrow('Connection terminated');
    // A batch is one transaction: the crash kept none of it, and the restart applies it whole.
    expect((await stamps('carol-0')).length + (await stamps('carol-1')).length).toBe(0);
    expect(await runner('loyalty-restart').applyBatch(STORE_SOURCE, events)).toBe(6);
    // Six deposits, six stamps: none lost, none stamped twice.
    expect((await stamps('carol-0')).length + (await stamps('carol-1')).length).toBe(6);
  });

  it('dead-letters an event it cannot read and one its command refuses, and goes on', async () => {
    await deposit('dave', 'lots');
    await store.appendToStream(loyaltyStreamId('erin'), 'any', [{ type: 'CardClosed', data: {} }], meta);
    await deposit('erin');
    await deposit('frank');
    const running = runFromStore(db.pool, runner('loyalty-poison'));
    try {
      await eventually(async () => (await stamps('frank')).length >= 1);
    } finally {
      await running.stop();
    }
    const { rows } = await db.pool.query<{ reason: string }>(
      `SELECT reason FROM dead_letters WHERE projection = 'loyalty-poison' ORDER BY id`,
    );
    expect(rows.map((r) => r.reason)).toEqual([
      expect.stringContaining('ZodError'),
      expect.stringContaining('A closed card earns no stamps'),
    ]);
    expect(await stamps('erin')).toHaveLength(0);
  });

  it('moves past a batch it has nothing to do for, so reads waiting on it go on', async () => {
    for (let i = 0; i < 2; i++)
      await store.appendToStream('ledger/account/gina', 'any', [{ type: 'Withdrawn', data: {} }], meta);
    const events = (await log()).filter((e) => e.streamId === 'ledger/account/gina');
    const last = { txId: events.at(-1)?.transactionId, position: events.at(-1)?.position };
    const r = runner('loyalty-nothing');
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(0);
    expect(await r.checkpoint(STORE_SOURCE)).toEqual(last);
    // Another process reads it once it is written (a pass is written at most every 100 ms).
    await eventually(async () => deepEqual(await runner('loyalty-nothing').checkpoint(STORE_SOURCE), last));
    // A second process, late with the first of them, does not move it back.
    const late = runner('loyalty-nothing');
    await late.applyBatch(STORE_SOURCE, events.slice(0, 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runner('loyalty-nothing').checkpoint(STORE_SOURCE)).toEqual(last);
  });
});
