import pg from 'pg';
import type { Pool } from '../db/pool.ts';
import { APPENDED_CHANNEL } from './commit-doorbell.ts';

/** How long a reader sleeps at most: for a ring lost while the connection was down, and the xmin horizon. */
export const FALLBACK_POLL_MS = 1000;

/**
 * Lets the log's readers (the relay, store-fed projectors and reactors) sleep until something
 * is committed: one LISTEN connection per pool, woken by the commit doorbell. `wait()` resolves
 * at the next ring, at once if one came since the last wait (none is lost while a reader was
 * busy), or after the fallback poll. A dropped connection is reopened and wakes every reader,
 * since rings may have been missed meanwhile.
 */
export class CommitListener {
  private client: pg.Client | undefined;
  private rung = false;
  private waiters: (() => void)[] = [];
  private closed = false;
  private connecting: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly channel = APPENDED_CHANNEL,
    private readonly fallbackMs = FALLBACK_POLL_MS,
  ) {}

  /** Resolves on the next ring (or one already heard), or after the fallback poll. */
  wait(): Promise<void> {
    this.ensureConnected();
    if (this.rung) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve();
      }, this.fallbackMs);
      this.waiters.push(waiter);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    await this.connecting?.catch(() => undefined);
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }

  private ring = () => {
    if (this.waiters.length === 0) this.rung = true;
    this.wakeAll();
  };

  private wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private ensureConnected(): void {
    if (this.closed || this.client || this.connecting) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = undefined;
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.pool.options, application_name: 'commit-listener' });
    client.on('notification', this.ring);
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      // Whatever was committed while nobody listened is for the readers to find now.
      this.ring();
    } catch {
      await client.end().catch(() => undefined);
    }
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.ring();
  }
}

const listeners = new WeakMap<Pool, CommitListener>();

/** The commit listener of a pool: every reader of the log on the same pool shares one. */
export function commitListenerOf(pool: Pool): CommitListener {
  let listener = listeners.get(pool);
  if (!listener) {
    listener = new CommitListener(pool);
    listeners.set(pool, listener);
  }
  return listener;
}
