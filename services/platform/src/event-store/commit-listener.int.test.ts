import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/pool.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-env.ts';
import { APPENDED_CHANNEL, THIS_PROCESS } from './commit-doorbell.ts';
import { CommitListener } from './commit-listener.ts';
import { EventStore } from './event-store.ts';

const meta = { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' };
const FALLBACK_MS = 60_000;
let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new EventStore(db.pool);
});
afterAll(() => db.drop());

/** Whether `promise` settles before `other` does. */
const settlesFirst = (promise: Promise<unknown>, other: Promise<unknown>) =>
  Promise.race([promise.then(() => true), other.then(() => false)]);

describe('a reader asleep on the commit listener', () => {
  it('each reader hears every ring: one busy when it came still finds it', async () => {
    const listener = new CommitListener(db.pool, undefined, FALLBACK_MS);
    const [relay, projector] = [listener.subscribe(), listener.subscribe()];
    try {
      await Promise.all([relay.wait(), projector.wait()]);
      const relayAsleep = relay.wait();
      await store.appendToStream('test/wake/shared', 0, [{ type: 'Opened', data: {} }], meta);
      await relayAsleep;
      // The projector was busy when the ring came: its next wait returns at once.
      const neverRings = new Promise((resolve) => setTimeout(resolve, FALLBACK_MS / 2));
      expect(await settlesFirst(projector.wait(), neverRings)).toBe(true);
    } finally {
      await listener.close();
    }
  });

  it('is woken by an append, not by the passing of time', async () => {
    const listener = new CommitListener(db.pool, undefined, FALLBACK_MS).subscribe();
    try {
      await listener.wait(); // the first wait connects, and wakes once for what came before
      const asleep = listener.wait();
      await store.appendToStream('test/wake/a', 0, [{ type: 'Opened', data: {} }], meta);
      // A minute's fallback never passes in this test: only the ring can have woken it.
      await asleep;
    } finally {
      listener.close();
    }
  });

  it('finds at once a ring that came while it was busy, so no commit is slept through', async () => {
    const listener = new CommitListener(db.pool, undefined, FALLBACK_MS).subscribe();
    try {
      await listener.wait();
      const first = listener.wait();
      await store.appendToStream('test/wake/b', 0, [{ type: 'Opened', data: {} }], meta);
      await first;
      // Busy now (not waiting); another append rings meanwhile.
      await store.appendToStream('test/wake/b', 1, [{ type: 'Closed', data: {} }], meta);
      const neverRings = new Promise((resolve) => setTimeout(resolve, FALLBACK_MS / 2));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await settlesFirst(listener.wait(), neverRings)).toBe(true);
    } finally {
      listener.close();
    }
  });

  it('wakes its readers when its connection drops, since rings may have been missed', async () => {
    const listener = new CommitListener(db.pool, undefined, FALLBACK_MS).subscribe();
    try {
      await listener.wait();
      const asleep = listener.wait();
      await db.pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'commit-listener' AND datname = current_database()",
      );
      await asleep;
      // It listens again: an append still wakes the next wait.
      const next = listener.wait();
      await store.appendToStream('test/wake/c', 0, [{ type: 'Opened', data: {} }], meta);
      await next;
    } finally {
      listener.close();
    }
  });

  it("is woken by its own process's appends in-process, even while it cannot listen", async () => {
    // Its pool points at no server: no LISTEN, no NOTIFY can reach it.
    const nowhere = createPool('postgres://postgres@127.0.0.1:1/nowhere', { applicationName: 'test' });
    const listener = new CommitListener(nowhere, undefined, FALLBACK_MS).subscribe();
    try {
      const asleep = listener.wait();
      await store.appendToStream('test/wake/here', 0, [{ type: 'Opened', data: {} }], meta);
      await asleep;
    } finally {
      listener.close();
      await nowhere.end();
    }
  });
});

describe('a reader in another process', () => {
  it('hears a NOTIFY after an append and after a transaction that appended', async () => {
    const elsewhere = new pg.Client({ connectionString: db.url });
    await elsewhere.connect();
    const heard: (string | undefined)[] = [];
    let next: (() => void) | undefined;
    elsewhere.on('notification', (message) => {
      heard.push(message.payload);
      next?.();
    });
    const ring = () => new Promise<void>((resolve) => (next = resolve));
    try {
      await elsewhere.query(`LISTEN ${APPENDED_CHANNEL}`);
      // A single append carries the NOTIFY in its own transaction, or leaves it to the doorbell.
      let rung = ring();
      await store.appendToStream('test/wake/elsewhere', 0, [{ type: 'Opened', data: {} }], meta);
      await rung;
      rung = ring();
      await store.transact(['test/wake/elsewhere'], (tx) =>
        tx.append('test/wake/elsewhere', 1, [{ type: 'Closed', data: {} }], meta),
      );
      await rung;
      expect(heard.every((payload) => payload === THIS_PROCESS)).toBe(true);
    } finally {
      await elsewhere.end();
    }
  });

  it('reading on each NOTIFY only, finds every event of a burst of concurrent appends', async () => {
    const burst = Array.from({ length: 40 }, (_, i) => `test/wake/burst-${i}`);
    const elsewhere = new pg.Client({ connectionString: db.url });
    await elsewhere.connect();
    const count = async () =>
      Number(
        (
          await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE stream_id = ANY($1)', [
            burst,
          ])
        ).rows[0]?.n,
      );
    // It reads when it hears a NOTIFY (again if one came while it read), never on a timer: the
    // commits that no NOTIFY covered would never be found.
    const foundAll = new Promise<void>((resolve) => {
      let reading = false;
      let again = false;
      const read = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        do {
          again = false;
          if ((await count()) === burst.length) resolve();
        } while (again);
        reading = false;
      };
      elsewhere.on('notification', () => void read());
    });
    try {
      await elsewhere.query(`LISTEN ${APPENDED_CHANNEL}`);
      // The first carries the NOTIFY in its own transaction; the others, sent while it is in
      // flight, leave theirs to the doorbell, and some of them commit after it.
      await Promise.all(burst.map((id) => store.appendToStream(id, 0, [{ type: 'Opened', data: {} }], meta)));
      await foundAll;
    } finally {
      await elsewhere.end();
    }
  });
});
