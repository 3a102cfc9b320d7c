import type { Pool, PoolClient } from '../db/pool.ts';

/**
 * Lets one relay per database publish, however many gateway processes start one: the holder of a
 * session advisory lock. Two relays would interleave batches and break per-user order. The
 * holder reads and deletes outbox rows on the lease's own connection, so every batch runs in the
 * session that holds the lock: if that connection dies, the lock goes with it, the batch fails
 * before its rows are deleted, and another process's relay takes over.
 */
export class RelayLease {
  private client: PoolClient | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly name: string,
  ) {}

  /** The lease's connection while this process holds it; otherwise tries once to take it. */
  async acquire(): Promise<PoolClient | undefined> {
    if (this.client) return this.client;
    const client = await this.pool.connect();
    let taken: boolean | undefined;
    try {
      const { rows } = await client.query<{ taken: boolean }>(
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS taken',
        [this.name],
      );
      taken = rows[0]?.taken;
    } catch (err) {
      client.release(true);
      throw err;
    }
    if (!taken) {
      client.release();
      return undefined;
    }
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      client.release(true);
    };
    client.on('error', lost);
    client.on('end', lost);
    this.client = client;
    return client;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    await client
      .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [this.name])
      .catch(() => undefined);
    client.release();
  }
}
