import { isDeepStrictEqual as deepEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../event-store/event-store.ts';
import { checkpointOf, readAllAfter } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { waitForVisibleHead } from '../event-store/visible-head.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { STORE_SOURCE } from '../projections/projection.ts';
import { runFromStore } from '../projections/store-source.ts';
import { appendDeposit } from '../testing/ledger-fixture.ts';
import {
  type EarnStamp,
  loyaltyStream,
  loyaltyStreamId,
  stampOnDeposit,
} from '../testing/loyalty-workflow-fixture.ts';
import { roundTripsOf } from '../testing/round-trips.ts';
import { createTestDatabase, eventually, quietLogger, type TestDatabase } from '../testing/test-env.ts';
import { WorkflowRunner } from './workflow-runner.ts';
import { workflowStreamId } from './workflow-state.ts';

const meta = { correlationId: 'deposit-run', causationId: null, userId: 'u-1', region: 'GB' };
let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

const runner = (name = stampOnDeposit.name, workflow = stampOnDeposit) =>
  new WorkflowRunner(
    db.pool,
    { ...workflow, name },
    { store, deadLetters: pgDeadLetters(db.pool), logger: quietLogger },
  );
const deposit = (account: string, amountPence: unknown = 500) =>
  appendDeposit(store, { account, amountPence }, meta);
async function log(): Promise<StoredEvent[]> {
  await waitForVisibleHead(db.pool);
  return readAllAfter(db.pool, { txId: '0', position: '0' }, 100_000);
}
const deposits = async (account: string) =>
  (await log()).filter((e) => e.type === 'Deposited' && e.streamId === `ledger/account/${account}`);
const stamps = async (account: string) =>
  (await store.readStream(loyaltyStreamId(account))).events.filter((e) => e.type === 'StampEarned');
const numbers = async (account: string) =>
  (await stamps(account)).map((e) => (e.data as { nth: number }).nth);

describe('a workflow behind the event store', () => {
  it('applies each event once, however often it is delivered, caused by and correlated with it', async () => {
    for (const account of ['ann', 'bob', 'ann']) await deposit(account);
    const r = runner('loyalty-once');
    const events = [...(await deposits('ann')), ...(await deposits('bob'))].sort((a, b) =>
      Number(BigInt(a.position) - BigInt(b.position)),
    );
    expect(await r.applyBatch(STORE_SOURCE, [...events, ...events])).toBe(3);
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(0);
    // Another process of the same workflow, redelivered the same batch: nothing twice.
    expect(await runner('loyalty-once').applyBatch(STORE_SOURCE, events)).toBe(0);

    const annStamps = await stamps('ann');
    expect(annStamps.map((e) => e.data)).toEqual([
      { depositId: events[0]?.eventId, nth: 1 },
      { depositId: events[2]?.eventId, nth: 2 },
    ]);
    expect(annStamps.map((e) => e.metadata.causationId)).toEqual([events[0]?.eventId, events[2]?.eventId]);
    expect(annStamps[0]?.metadata).toMatchObject({ correlationId: 'deposit-run', userId: 'u-1' });
    expect(await numbers('bob')).toEqual([1]);
  });

  // A process plans from where its own batches left the source; a partition another process
  // took meanwhile (a rebalance) is further on than that, and the lock finds it.
  it('applies nothing twice when another process took its source further meanwhile', async () => {
    for (const account of ['dot', 'dot', 'dot']) await deposit(account);
    const [first, second, third] = await deposits('dot');
    const here = runner('loyalty-taken-over');
    expect(await here.applyBatch(STORE_SOURCE, [first as StoredEvent])).toBe(1);
    expect(await runner('loyalty-taken-over').applyBatch(STORE_SOURCE, [second as StoredEvent])).toBe(1);
    // Redelivered here, with the next one: the second is the other process's, done.
    expect(await here.applyBatch(STORE_SOURCE, [second as StoredEvent, third as StoredEvent])).toBe(1);
    expect(await numbers('dot')).toEqual([1, 2, 3]);
  });

  it('keeps its state on a stream of its own, so it survives from one batch and process to the next', async () => {
    for (let i = 0; i < 3; i++) await deposit('carl');
    await deposit('carl', 0);
    const events = await deposits('carl');
    // Each event in a batch of its own, each batch run by a new process.
    for (const event of events) await runner('loyalty-state').applyBatch(STORE_SOURCE, [event]);
    expect(await numbers('carl')).toEqual([1, 2, 3]);
    const state = await store.readStream(
      workflowStreamId({ ...stampOnDeposit, name: 'loyalty-state' }, 'carl'),
    );
    // Each deposit that counted is recorded as the workflow read it; the deposit of nothing is not.
    expect(
      state.events.map((e) => [e.type, (e.data as { input: { eventId: string } }).input.eventId]),
    ).toEqual(events.slice(0, 3).map((e) => ['WorkflowInputRecorded', e.eventId]));
  });

  it('picks up where it stopped after dying mid-batch', async () => {
    for (let i = 0; i < 6; i++) await deposit(`dora-${i % 2}`);
    const events = (await log()).filter((e) => e.type === 'Deposited' && e.streamId.includes('dora'));
    // The process dies during the fourth event (a connection lost: the batch aborts).
    let calls = 0;
    const dying = runner('loyalty-restart', {
      ...stampOnDeposit,
      async handle(command, tx, metadata) {
        calls += 1;
        if (calls === 4)
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
        await stampOnDeposit.handle(command, tx, metadata);
      },
    });
    await expect(dying.applyBatch(STORE_SOURCE, events)).rejects.toThrow('Connection terminated');
    // A batch is one transaction: the crash kept none of it, and the restart applies it whole.
    expect((await stamps('dora-0')).length + (await stamps('dora-1')).length).toBe(0);
    expect(await runner('loyalty-restart').applyBatch(STORE_SOURCE, events)).toBe(6);
    expect(await numbers('dora-0')).toEqual([1, 2, 3]);
    expect(await numbers('dora-1')).toEqual([1, 2, 3]);
  });

  it('dead-letters an event it cannot read and one its command refuses, and goes on', async () => {
    await deposit('eve', 'lots');
    await store.appendToStream(loyaltyStreamId('fred'), 'any', [{ type: 'CardClosed', data: {} }], meta);
    await deposit('fred');
    await deposit('gus');
    await deposit('gus');
    const running = runFromStore(db.pool, runner('loyalty-poison'));
    try {
      await eventually(async () => (await stamps('gus')).length >= 2);
    } finally {
      await running.stop();
    }
    const { rows } = await db.pool.query<{ reason: string }>(
      `SELECT reason FROM dead_letters WHERE projection = 'loyalty-poison' ORDER BY id`,
    );
    expect(rows.map((r) => r.reason)).toEqual([
      expect.stringContaining('amountPence'),
      expect.stringContaining('A closed card earns no stamps'),
    ]);
    expect(await stamps('fred')).toHaveLength(0);
    // The refused deposit is forgotten whole: fred's count did not move.
    const fredsCount = workflowStreamId({ ...stampOnDeposit, name: 'loyalty-poison' }, 'fred');
    expect((await store.readStream(fredsCount)).events).toHaveLength(0);
    expect(await numbers('gus')).toEqual([1, 2]);
  });

  it('waits at the head of the store for the next commit, and takes it, with no error on the way', async () => {
    const errors: unknown[] = [];
    // A fresh workflow reads the whole log once, then finds nothing new: an empty batch.
    const running = runFromStore(db.pool, runner('loyalty-caught-up'), {
      onError: (err) => errors.push(err),
    });
    try {
      await deposit('kim');
      await eventually(async () => (await stamps('kim')).length === 1);
      await deposit('kim');
      await eventually(async () => (await stamps('kim')).length === 2);
    } finally {
      await running.stop();
    }
    // An empty batch once failed: each read at the head retried with a growing back-off (up
    // to 10 s), so a member's prices arrived that much late.
    expect(errors).toEqual([]);
  });

  it('applies a batch in three round trips: BEGIN with the locks and reads, the append, COMMIT with the rest', async () => {
    const counted = new WorkflowRunner(
      db.pool,
      { ...stampOnDeposit, name: 'loyalty-round-trips' },
      { store: new EventStore(db.pool), deadLetters: pgDeadLetters(db.pool), logger: quietLogger },
    );
    await deposit('lea');
    await deposit('max');
    await counted.applyBatch(STORE_SOURCE, await deposits('lea'));
    await counted.applyBatch(STORE_SOURCE, await deposits('max'));
    await deposit('lea');
    await deposit('max');
    const next = [...(await deposits('lea')).slice(1), ...(await deposits('max')).slice(1)].sort((a, b) =>
      Number(BigInt(a.position) - BigInt(b.position)),
    );
    const { result: applied, roundTrips } = await roundTripsOf(() => counted.applyBatch(STORE_SOURCE, next));
    expect(applied).toBe(2);
    // Its own batches before say where to plan from: no look at its checkpoint first.
    expect(roundTrips).toBe(3);
    expect(await numbers('lea')).toEqual([1, 2]);
    expect(await numbers('max')).toEqual([1, 2]);
    expect(await counted.checkpoint(STORE_SOURCE)).toEqual(checkpointOf(next.at(-1) as StoredEvent));
  });

  it('plans again when another process moved its state meanwhile', async () => {
    // Each stamp on a card of its own, named by the count: which stream a command writes
    // follows from the state.
    const card = (c: EarnStamp) => loyaltyStreamId(`${c.account}-${c.nth}`);
    const numbered = runner('loyalty-replan', {
      ...stampOnDeposit,
      streams: (c) => [[loyaltyStream, [card(c)]]],
      handle: (c, tx, metadata) => tx.decide(loyaltyStream, card(c), c, metadata).then(() => undefined),
    });
    const another = () => runner('loyalty-replan', numbered.workflow);
    for (let i = 0; i < 3; i++) await deposit('hal');
    const [first, second, third] = await deposits('hal');
    expect(await numbered.applyBatch(STORE_SOURCE, [first as StoredEvent])).toBe(1);
    // Another process takes the second deposit: this one's idea of hal's count is now behind.
    expect(await another().applyBatch(STORE_SOURCE, [second as StoredEvent])).toBe(1);
    expect(await numbered.applyBatch(STORE_SOURCE, [third as StoredEvent])).toBe(1);
    for (const nth of [1, 2, 3]) expect(await stamps(`hal-${nth}`)).toHaveLength(1);
  });

  it('passes a batch of events it takes but has no input in, without a transaction', async () => {
    await deposit('jon-elsewhere');
    const events = await deposits('jon-elsewhere');
    const last = { txId: events.at(-1)?.transactionId, position: events.at(-1)?.position };
    // Another context's deposits, as festival's workflow sees an order's payment.
    const ownOnly = {
      ...stampOnDeposit,
      name: 'loyalty-own-only',
      input: (event: StoredEvent) =>
        event.streamId.endsWith('-elsewhere') ? null : stampOnDeposit.input(event),
    };
    let transactions = 0;
    const counting = Object.create(db.pool, {
      connect: {
        value: () => {
          transactions += 1;
          return db.pool.connect();
        },
      },
    });
    const r = new WorkflowRunner(db.pool, ownOnly, {
      store: new EventStore(counting),
      deadLetters: pgDeadLetters(db.pool),
      logger: quietLogger,
    });
    expect(await r.applyBatch(STORE_SOURCE, events)).toBe(0);
    expect(transactions).toBe(0);
    expect(await r.checkpoint(STORE_SOURCE)).toEqual(last);
    expect(await stamps('jon-elsewhere')).toEqual([]);
  });

  it('moves past a batch it has nothing to do for, so reads waiting on it go on', async () => {
    for (let i = 0; i < 2; i++)
      await store.appendToStream('ledger/account/ida', 'any', [{ type: 'Withdrawn', data: {} }], meta);
    const events = (await log()).filter((e) => e.streamId === 'ledger/account/ida');
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
