import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError } from '../errors/domain-error.ts';
import { createTestDatabase, eventually, type TestDatabase } from '../testing/test-env.ts';
import { LOG_START } from './checkpoint.ts';
import { APPENDED_CHANNEL, NOTIFY_EVERY_MS } from './commit-doorbell.ts';
import { EventStore } from './event-store.ts';
import { checkpointOf, readAllAfter } from './read-all.ts';
import type { StoredEvent } from './stored-event.ts';
import { waitForVisibleHead } from './visible-head.ts';

const meta = { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' };

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

describe('appending with an expected version', () => {
  it('refuses a stale version with the typed concurrency error', async () => {
    await store.appendToStream('test/cart/a', 0, [{ type: 'Opened', data: {} }], meta);
    const stale = store.appendToStream('test/cart/a', 0, [{ type: 'Opened', data: {} }], meta);
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({
      code: 'CONCURRENCY_CONFLICT',
      expectedVersion: 0,
      actualVersion: 1,
    });
  });

  it('reads a stream back in version order with the envelope fields', async () => {
    const result = await store.appendToStream(
      'test/cart/b',
      0,
      [
        { type: 'Opened', data: { n: 1 } },
        { type: 'ItemAdded', data: { n: 2 } },
      ],
      meta,
    );
    const { version, events } = await store.readStream('test/cart/b');
    expect(version).toBe(2);
    expect(result.nextExpectedVersion).toBe(2);
    expect(result.lastPosition).toBe(events[1]?.position);
    expect(events.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
      ['Opened', 1, { n: 1 }],
      ['ItemAdded', 2, { n: 2 }],
    ]);
    expect(events[0]?.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(events[0]?.metadata).toEqual(meta);
  });
});

describe("a single append that waits for the stream's lock", () => {
  // The append reads the stream's version in the snapshot its statement began with: a version
  // committed while it waited for the lock is not in it, and the unique (stream, version)
  // constraint catches the stale read. The caller sees what it would have seen without the wait.
  async function whileLockHeld(streamId: string, single: () => Promise<unknown>) {
    let waiting: Promise<unknown> = Promise.resolve();
    await store.transact([streamId], async (tx) => {
      await tx.append(streamId, 1, [{ type: 'Moved', data: {} }], meta);
      waiting = single().catch((err: unknown) => err);
      // Commits only once the single append is blocked on the lock, its snapshot taken.
      await eventually(async () => {
        const { rows } = await db.pool.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        return rows.length > 0;
      });
    });
    return waiting;
  }

  it('is refused with the typed concurrency error when the commit it waited for moved the stream', async () => {
    const id = 'test/lock-wait/numbered';
    await store.appendToStream(id, 0, [{ type: 'Opened', data: {} }], meta);
    const refused = await whileLockHeld(id, () =>
      store.appendToStream(id, 1, [{ type: 'Moved', data: {} }], meta),
    );
    expect(refused).toBeInstanceOf(ConcurrencyError);
    expect(refused).toMatchObject({ expectedVersion: 1, actualVersion: 2 });
    expect((await store.readStream(id)).version).toBe(2);
  });

  it("appends after that commit when it expected 'any'", async () => {
    const id = 'test/lock-wait/any';
    await store.appendToStream(id, 0, [{ type: 'Opened', data: {} }], meta);
    const appended = await whileLockHeld(id, () =>
      store.appendToStream(id, 'any', [{ type: 'Closed', data: {} }], meta),
    );
    expect(appended).toMatchObject({ nextExpectedVersion: 3 });
    const { events } = await store.readStream(id);
    expect(events.map((e) => [e.type, e.streamVersion])).toEqual([
      ['Opened', 1],
      ['Moved', 2],
      ['Closed', 3],
    ]);
  });
});

describe('several streams in one transaction', () => {
  it('reads them in one go and appends to all of them at once, or to none on a stale version', async () => {
    await store.appendToStream('test/multi/a', 0, [{ type: 'Opened', data: {} }], meta);
    const written = await store.transact(['test/multi/a', 'test/multi/b'], async (tx) => {
      const states = await tx.readStreams(['test/multi/a', 'test/multi/b']);
      expect([...states.values()].map((s) => s.version)).toEqual([1, 0]);
      return tx.appendAll(
        [
          { streamId: 'test/multi/a', expected: 1, events: [{ type: 'ItemAdded', data: {} }] },
          {
            streamId: 'test/multi/b',
            expected: 0,
            events: [
              { type: 'Opened', data: {} },
              { type: 'ItemAdded', data: {} },
            ],
          },
        ],
        meta,
      );
    });
    expect(written.map((r) => [r.streamId, r.nextExpectedVersion])).toEqual([
      ['test/multi/a', 2],
      ['test/multi/b', 2],
    ]);
    expect((await store.readStream('test/multi/b')).events[1]?.position).toBe(written[1]?.lastPosition);

    const stale = store.transact(['test/multi/a', 'test/multi/c'], (tx) =>
      tx.appendAll(
        [
          { streamId: 'test/multi/c', expected: 0, events: [{ type: 'Opened', data: {} }] },
          { streamId: 'test/multi/a', expected: 1, events: [{ type: 'ItemAdded', data: {} }] },
        ],
        meta,
      ),
    );
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream('test/multi/c')).version).toBe(0);
  });
});

describe('snapshots', () => {
  it('reads a stream from its snapshot, written in the same statement as the events after it', async () => {
    const id = "test/snap/o'brien";
    await store.transact([id], (tx) =>
      tx.appendAll(
        [
          { streamId: id, expected: 0, events: [{ type: 'Added', data: { n: 1 } }] },
          { streamId: id, expected: 1, events: [{ type: 'Added', data: { n: 2 } }] },
        ],
        meta,
        [{ streamId: id, version: 2, state: { total: 3 } }],
      ),
    );
    await store.appendToStream(id, 2, [{ type: 'Added', data: { n: 4 } }], meta);
    const read = await store.transact([id], (tx) => tx.readFromSnapshots([id, 'test/snap/none']));
    expect(read.snapshots.get(id)).toEqual({ streamId: id, version: 2, state: { total: 3 } });
    expect(read.streams.get(id)?.events.map((e) => e.data)).toEqual([{ n: 4 }]);
    expect(read.streams.get(id)?.version).toBe(3);
    expect(read.streams.get('test/snap/none')).toEqual({ version: 0, events: [] });
  });
});

const headVisible = () =>
  waitForVisibleHead(db.pool, { timeoutMs: 0 }).then(
    () => true,
    () => false,
  );

describe('20 concurrent writers on overlapping streams', () => {
  it('loses no update, surfaces conflicts as typed errors, and a follower sees each event once in stream order', async () => {
    const streams = ['test/acct/1', 'test/acct/2', 'test/acct/3', 'test/acct/4'];
    const seen: StoredEvent[] = [];
    let writing = true;
    const follower = (async () => {
      let at = LOG_START;
      for (;;) {
        // Decided before the query: once writing is over and every commit is below the readers'
        // horizon (another database's transaction may hold it back), this read sees the rest.
        const finished = !writing && (await headVisible());
        const batch = await readAllAfter(db.pool, at, 100);
        seen.push(...batch);
        const last = batch.at(-1);
        if (last) at = checkpointOf(last);
        else if (finished) return;
        else await new Promise((r) => setTimeout(r, 5));
      }
    })();

    // A transaction that appends first (lower position) but commits last.
    const held = store.transact(['test/held/1'], async (tx) => {
      await tx.append('test/held/1', 0, [{ type: 'Held', data: {} }], meta);
      await tx.client.query('SELECT pg_sleep(1.5)');
    });

    const written: string[] = [];
    let conflicts = 0;
    const writer = async (w: number) => {
      for (let i = 0; i < 15; i++) {
        const stream = streams[(w + i) % streams.length] as string;
        for (;;) {
          const { version } = await store.readStream(stream);
          const deposit = [{ type: 'Deposited', data: { w, i } }];
          try {
            // Both ways of appending, on the same streams: one call, and a transaction of its own.
            if (i % 2 === 0) await store.appendToStream(stream, version, deposit, meta);
            else await store.transact([stream], (tx) => tx.append(stream, version, deposit, meta));
            written.push(`${w}:${i}`);
            break;
          } catch (err) {
            if (!(err instanceof ConcurrencyError)) throw err;
            conflicts++;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, w) => writer(w)));
    await held;
    writing = false;
    await follower;

    expect(written).toHaveLength(300);
    expect(conflicts).toBeGreaterThan(0);
    let total = 0;
    for (const s of streams) {
      const { events } = await store.readStream(s);
      expect(events.map((e) => e.streamVersion)).toEqual(events.map((_, i) => i + 1));
      total += events.length;
    }
    expect(total).toBe(300);

    const counts = new Map<string, number>();
    for (const e of seen) counts.set(e.eventId, (counts.get(e.eventId) ?? 0) + 1);
    const seenTwice = seen.filter((e) => (counts.get(e.eventId) ?? 0) > 1);
    expect(seenTwice.map((e) => `${e.transactionId}/${e.position}`)).toEqual([]);
    const all = await db.pool.query('SELECT count(*)::int AS n FROM events');
    expect(seen).toHaveLength(all.rows[0].n);
    expect(seen.some((e) => e.type === 'Held')).toBe(true);
    const deposits = seen
      .filter((e) => e.type === 'Deposited')
      .map((e) => {
        const d = e.data as { w: number; i: number };
        return `${d.w}:${d.i}`;
      });
    expect(new Set(deposits)).toEqual(new Set(written));
    for (const s of streams) {
      const versions = seen.filter((e) => e.streamId === s).map((e) => e.streamVersion);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
    }
  });
});

describe('waking the log readers', () => {
  async function listen() {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const heard: number[] = [];
    // Each ring, stamped with how many events were committed when it arrived.
    listener.on('notification', () => {
      void db.pool.query('SELECT count(*)::int AS n FROM events').then(({ rows }) => heard.push(rows[0].n));
    });
    await listener.query(`LISTEN ${APPENDED_CHANNEL}`);
    // The earlier tests' last ring may still be on its way (a doorbell sends what is due up to
    // 2 × NOTIFY_EVERY_MS after its last NOTIFY): what this test hears starts after it.
    await new Promise((resolve) => setTimeout(resolve, 10 * NOTIFY_EVERY_MS));
    heard.length = 0;
    return { heard, stop: () => listener.end() };
  }
  const committed = async () =>
    (await db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n as number;

  it('rings after every commit that appended, one way or the other, and not for one that did not', async () => {
    const { heard, stop } = await listen();
    try {
      await store.appendToStream('test/ring/a', 0, [{ type: 'Opened', data: {} }], meta);
      await eventually(async () => heard.length === 1);
      await store.transact(['test/ring/b'], (tx) =>
        tx.append('test/ring/b', 0, [{ type: 'Opened', data: {} }], meta),
      );
      await eventually(async () => heard.length === 2);

      // A stale append and a read-only transaction ring nothing: the next append is heard alone.
      const stale = store.appendToStream('test/ring/a', 0, [{ type: 'Opened', data: {} }], meta);
      await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
      await store.transact(['test/ring/a'], (tx) => tx.readStream('test/ring/a'));
      await store.appendToStream('test/ring/a', 1, [{ type: 'Closed', data: {} }], meta);
      await eventually(async () => heard.length === 3);
    } finally {
      await stop();
    }
  });

  it('wakes readers for a burst of 10,000 appends with far fewer rings than appends', async () => {
    const { heard, stop } = await listen();
    try {
      const writers = Array.from({ length: 20 }, async (_, w) => {
        for (let i = 0; i < 500; i++) {
          await store.appendToStream(`test/burst/${w}`, i, [{ type: 'Deposited', data: { i } }], meta);
        }
      });
      await Promise.all(writers);
      const total = await committed();
      // The last ring comes after the last commit, so a reader woken by it reads everything.
      await eventually(async () => heard.at(-1) === total);
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.length).toBeLessThan(10_000);
    } finally {
      await stop();
    }
  });
});
