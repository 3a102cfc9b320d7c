import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-env.ts';
import { RelayLease } from './relay-lease.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('the relay lease', () => {
  it('is held by one relay at a time and passes on when its holder lets go', async () => {
    const first = new RelayLease(db.pool, 'relay');
    const second = new RelayLease(db.pool, 'relay');
    expect(await first.acquire()).toBeDefined();
    expect(await first.acquire()).toBeDefined();
    expect(await second.acquire()).toBeUndefined();
    await first.release();
    expect(await second.acquire()).toBeDefined();
    expect(await first.acquire()).toBeUndefined();
    await second.release();
  });

  it("passes on when the holder's connection dies, and the old holder can no longer use it", async () => {
    const holder = new RelayLease(db.pool, 'relay');
    const other = new RelayLease(db.pool, 'relay');
    const connection = await holder.acquire();
    const { rowCount } = await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(rowCount).toBe(1);
    await expect.poll(async () => (await other.acquire()) !== undefined, { timeout: 5_000 }).toBe(true);
    await expect(connection?.query('SELECT 1')).rejects.toThrow();
    // The lease notices once the connection's end has been read, a moment after the failure.
    await expect.poll(() => holder.acquire(), { timeout: 5_000 }).toBeUndefined();
    await other.release();
  });
});
