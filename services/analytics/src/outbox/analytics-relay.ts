import { setTimeout } from 'node:timers/promises';
import type { BusProducer } from '@wine/platform/bus/kafka';
import type { Pool, PoolClient } from '@wine/platform/db/pool';
import { type CommitWaiter, commitListenerOf } from '@wine/platform/event-store/commit-listener';
import { RelayLease } from '@wine/platform/relay/relay-lease';
import { TopicBatches } from '@wine/platform/relay/topic-batches';
import { retry } from '@wine/platform/resilience/retry';
import { deleteOutboxRows, OUTBOX_CHANNEL, oldestOutboxRows, type StoredOutboxRow } from './outbox-table.ts';

export interface AnalyticsRelayOptions {
  /** Makes a connected producer; called again after a failed send (see `send`). */
  connectProducer: () => Promise<BusProducer>;
  /** Creates the topics a batch needs before it is sent (auto-creation is off on the broker). */
  ensureTopics: (topics: string[]) => Promise<void>;
  topicPrefix?: string;
  batchSize?: number;
  /** Pause after a failure (Kafka or Postgres down) before trying again. */
  retryDelayMs?: number;
  onPublished?: (rows: StoredOutboxRow[]) => void;
  onError?: (err: unknown) => void;
}

/**
 * Moves accepted analytics events from `analytics_outbox` to their topics, in acceptance order,
 * keyed per user. Rows are deleted only after Kafka acked them, so while Kafka is down they wait
 * in Postgres and nothing is lost; a crash between the ack and the delete re-sends that batch:
 * at-least-once, and consumers drop repeats by `eventID`. Every gateway process may start one:
 * only the holder of the database's relay lease publishes.
 */
export class AnalyticsRelay {
  private readonly batchSize: number;
  /** Rung when rows are added: the relay sleeps on it while the outbox is empty and it runs. */
  private rows: CommitWaiter | undefined;
  private readonly retryDelayMs: number;
  private readonly topics: TopicBatches;
  private readonly lease: RelayLease;
  private producer: BusProducer | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** Ends a wait between retries when the relay stops. */
  private abort: (() => void) | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly opts: AnalyticsRelayOptions,
  ) {
    this.batchSize = opts.batchSize ?? 2000;
    this.retryDelayMs = opts.retryDelayMs ?? 500;
    this.lease = new RelayLease(pool);
    this.topics = new TopicBatches(opts.ensureTopics);
  }

  /** Publishes at most one batch, reading and deleting on the lease's connection; returns its size. */
  private async publishNextBatch(db: PoolClient): Promise<number> {
    const rows = await oldestOutboxRows(db, this.batchSize);
    if (rows.length === 0) return 0;
    await this.send(rows);
    await deleteOutboxRows(
      db,
      rows.map((r) => r.id),
    );
    this.opts.onPublished?.(rows);
    return rows.length;
  }

  start(): void {
    this.stopping = false;
    this.running ??= this.loop().finally(() => {
      this.running = undefined;
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.abort?.();
    this.rows?.wake();
    await this.running;
    await this.producer?.disconnect();
    this.producer = undefined;
    await this.lease.release();
  }

  private async loop(): Promise<void> {
    const rows = commitListenerOf(this.pool, OUTBOX_CHANNEL).subscribe();
    this.rows = rows;
    const stopping = new AbortController();
    this.abort = () => stopping.abort();
    const step = async (): Promise<number | 'standby'> => {
      const db = await this.lease.acquire();
      return db ? this.publishNextBatch(db) : 'standby';
    };
    const waits = { signal: stopping.signal };
    try {
      while (!this.stopping) {
        const sent = await retry(step, {
          ...waits,
          factor: 1,
          firstMs: this.retryDelayMs,
          onError: this.opts.onError,
        })
          // rejects only when stopped
          .catch(() => 0);
        if (sent === 'standby') await setTimeout(this.retryDelayMs, undefined, waits).catch(() => undefined);
        else if (!this.stopping && sent < this.batchSize) await rows.wait();
      }
    } finally {
      rows.close();
      this.rows = undefined;
      this.abort = undefined;
    }
  }

  private async send(rows: StoredOutboxRow[]): Promise<void> {
    const prefix = this.opts.topicPrefix ?? '';
    const batches = await this.topics.of(
      rows,
      (row) => `${prefix}${row.topic}`,
      (row) => ({ key: row.key, value: row.payload }),
    );
    this.producer ??= await this.opts.connectProducer();
    try {
      await this.producer.send(batches);
    } catch (err) {
      // After a broker outage an idempotent producer may hold sequence numbers the broker no
      // longer agrees with; a fresh producer starts clean, and the batch is simply sent again.
      const failed = this.producer;
      this.producer = undefined;
      await failed.disconnect().catch(() => undefined);
      throw err;
    }
  }
}
