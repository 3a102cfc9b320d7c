import { setTimeout } from 'node:timers/promises';
import type { Pool, PoolClient } from '../db/pool.ts';
import { type CommitWaiter, commitListenerOf } from '../event-store/commit-listener.ts';
import { type RetryOptions, retry, UNTIL_UP } from '../resilience/retry.ts';
import { RelayLease } from './relay-lease.ts';

export interface RelayLoopOptions {
  /** The relay's name: its lease's, one per relay deployment. */
  name: string;
  batchSize: number;
  /**
   * Publishes at most one batch and returns how many rows it sent; `lease` is the lease's own
   * connection when the relay is single-active (a batch that must run in the session holding the
   * lock reads on it), otherwise undefined.
   */
  publishNextBatch: (lease: PoolClient | undefined) => Promise<number>;
  /** The pool's notification channel rung when rows are added; by default the event store's. */
  channel?: string;
  /** What the loop does when nothing is left, instead of sleeping on `channel` (tests, benches). */
  waitForMore?: () => Promise<void>;
  /**
   * Publish only while holding the database's lease named after the relay (RelayLease): of
   * several processes running it, one publishes and the others stand by (docs/deploy.md).
   */
  singleActive?: boolean;
  /** How long a relay on standby waits before it asks for the lease again. */
  standbyMs?: number;
  /** Waits after a failed batch; by default doubling from half a second up to ten. */
  backOff?: RetryOptions;
  /** Another process holds the lease. */
  onStandby?: () => void;
  onError?: (err: unknown) => void;
}

/**
 * The one relay loop, for every outbox (the event store's log, the analytics outbox): publish a
 * batch, sleep until rows are added when it was short, retry a failed one with back-off, and,
 * single-active, publish only while holding the lease. What a batch is, where it goes and how it
 * is acknowledged is the outbox's `publishNextBatch`.
 */
export class RelayLoop {
  private readonly lease: RelayLease | undefined;
  private commits: CommitWaiter | undefined;
  private stopping: AbortController | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly opts: RelayLoopOptions,
  ) {
    this.lease = opts.singleActive ? new RelayLease(pool, opts.name) : undefined;
  }

  start(): void {
    this.running ??= this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Ends the loop after the batch in flight, and gives up the lease. */
  async stop(): Promise<void> {
    this.stopping?.abort();
    this.commits?.wake();
    await this.running;
    await this.lease?.release();
  }

  private async loop(): Promise<void> {
    const stopping = new AbortController();
    this.stopping = stopping;
    const { signal } = stopping;
    const commits = this.opts.waitForMore
      ? undefined
      : commitListenerOf(this.pool, this.opts.channel).subscribe();
    this.commits = commits;
    const waitForMore = this.opts.waitForMore ?? (() => commits?.wait() ?? Promise.resolve());
    const step = async (): Promise<number | 'standby'> => {
      if (!this.lease) return this.opts.publishNextBatch(undefined);
      const db = await this.lease.acquire();
      return db ? this.opts.publishNextBatch(db) : 'standby';
    };
    const backOff = { ...UNTIL_UP, ...this.opts.backOff, signal, onError: this.opts.onError };
    try {
      while (!signal.aborted) {
        const sent = await retry(step, backOff).catch(() => 0); // rejects only when stopped
        if (sent === 'standby') {
          this.opts.onStandby?.();
          await setTimeout(this.opts.standbyMs ?? 2000, undefined, { signal }).catch(() => undefined);
        } else if (!signal.aborted && sent < this.opts.batchSize) await waitForMore();
      }
    } finally {
      commits?.close();
      this.commits = undefined;
    }
  }
}
