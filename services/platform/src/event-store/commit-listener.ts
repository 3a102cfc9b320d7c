import pg from 'pg';
import type { Pool } from '../db/pool.ts';
import { sharedPerPool } from '../db/shared-per-pool.ts';
import { APPENDED_CHANNEL, hearInProcess, THIS_PROCESS } from './commit-doorbell.ts';

/** How long a reader sleeps at most: for a ring lost while the connection was down, and the xmin horizon. */
export const FALLBACK_POLL_MS = 1000;

/** One reader's view of the rings: it keeps one heard while the reader was busy. */
export interface CommitWaiter {
  /** Resolves on the next ring (or one heard since the last wait), or after the fallback poll. */
  wait(): Promise<void>;
  /** Ends a wait in progress now (the reader is stopping). */
  wake(): void;
  /** Stops hearing rings. */
  close(): void;
}

class Subscription implements CommitWaiter {
  private rung = false;
  private waiting: (() => void) | undefined;

  constructor(
    private readonly listener: CommitListener,
    private readonly fallbackMs: number,
  ) {}

  wait(): Promise<void> {
    this.listener.ensureConnected();
    if (this.rung) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake(), this.fallbackMs);
      this.waiting = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  ring(): void {
    if (this.waiting) this.wake();
    else this.rung = true;
  }

  wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }

  close(): void {
    this.wake();
    this.listener.unsubscribe(this);
  }
}

/**
 * Lets the log's readers (the relay, store-fed projectors and reactors) sleep until something
 * is committed: rung in-process by this process's commit doorbells, and by other processes'
 * through one LISTEN connection per pool; each reader with a subscription of its own, so a ring
 * that comes while a reader is busy is kept for its next wait and none is slept through. A
 * dropped connection is reopened and rings every reader, since commits may have been missed
 * meanwhile; the fallback poll covers the rest.
 */
export class CommitListener {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;
  private stopHearing: (() => void) | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly channel = APPENDED_CHANNEL,
    private readonly fallbackMs = FALLBACK_POLL_MS,
  ) {}

  subscribe(): CommitWaiter {
    const subscription = new Subscription(this, this.fallbackMs);
    this.subscriptions.add(subscription);
    this.stopHearing ??= hearInProcess(this.channel, this.ringAll);
    return subscription;
  }

  unsubscribe(subscription: Subscription): void {
    this.subscriptions.delete(subscription);
    if (this.subscriptions.size === 0) void this.disconnect();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const subscription of this.subscriptions) subscription.wake();
    await this.disconnect();
  }

  ensureConnected(): void {
    if (this.closed || this.client || this.connecting) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = undefined;
    });
  }

  private ringAll = () => {
    for (const subscription of this.subscriptions) subscription.ring();
  };

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.pool.options, application_name: 'commit-listener' });
    // This process's own commits rang its readers in-process already.
    client.on('notification', (message) => {
      if (message.payload !== THIS_PROCESS) this.ringAll();
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.client = client;
      // Whatever was committed while nobody listened is for the readers to find now.
      this.ringAll();
    } catch {
      await client.end().catch(() => undefined);
    }
  }

  private async disconnect(): Promise<void> {
    this.stopHearing?.();
    this.stopHearing = undefined;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.ringAll();
  }
}

const listeners = sharedPerPool((pool, channel) => new CommitListener(pool, channel));

/** The commit listener of a pool and channel: every reader on the same pool shares its connection. */
export const commitListenerOf = (pool: Pool, channel: string = APPENDED_CHANNEL): CommitListener =>
  listeners(pool, channel);
