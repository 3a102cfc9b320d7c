import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { PlacedOrder } from '../domain/order.ts';
import { checkoutBatchSeconds, checkoutBatchSize } from '../observability/orders-metrics.ts';
import {
  type CheckoutCommand,
  type CheckoutOutcome,
  type PlaceOrderInput,
  streamsOf,
} from './checkout-batch.ts';
import { placeOrders } from './place-orders.ts';

interface Waiting extends CheckoutCommand {
  /** Worked out once: the queue is scanned on every arrival and every commit. */
  streams: string[];
  resolve: (order: PlacedOrder) => void;
  reject: (error: unknown) => void;
}

/** Runs one batch in one transaction (placeOrders on the store). */
export type RunBatch = (commands: readonly CheckoutCommand[]) => Promise<CheckoutOutcome[]>;

export interface CheckoutBatcherOptions {
  /** Checkouts decided in one transaction at most. */
  maxBatch?: number;
  /** Transactions running at once (each holds a pool connection). */
  concurrency?: number;
}

/**
 * Group commit for checkouts. Under load, the checkouts that arrive while transactions are
 * running are decided together in the next one: one set of locks, one read and one write (and
 * one commit to flush) for up to `maxBatch` of them, instead of each their own. Batches running
 * at once never share a stream, so they never wait on each other's locks. With no queue a
 * checkout starts at once, so a quiet shop waits for nothing. A refused checkout fails alone; if
 * a whole batch fails (the database), each is tried again on its own so one cannot sink the rest.
 */
export class CheckoutBatcher {
  private readonly queue: Waiting[] = [];
  private running = 0;
  /** Streams the running transactions lock. */
  private readonly busy = new Set<string>();
  private readonly maxBatch: number;
  private readonly concurrency: number;

  private readonly runBatch: RunBatch;

  constructor(store: EventStore | RunBatch, options: CheckoutBatcherOptions = {}) {
    this.runBatch = typeof store === 'function' ? store : (commands) => placeOrders(store, commands);
    this.maxBatch = options.maxBatch ?? 64;
    this.concurrency = options.concurrency ?? 3;
  }

  place(input: PlaceOrderInput, metadata: EventMetadata): Promise<PlacedOrder> {
    return new Promise((resolve, reject) => {
      const command = { input, metadata };
      this.queue.push({ ...command, streams: streamsOf(command), resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      const streams = batch.flatMap((waiting) => waiting.streams);
      for (const id of streams) this.busy.add(id);
      this.running += 1;
      void this.run(batch).finally(() => {
        for (const id of streams) this.busy.delete(id);
        this.running -= 1;
        this.pump();
      });
    }
  }

  /**
   * The oldest queued checkouts whose streams no running transaction holds: concurrent batches
   * then never wait on each other's locks. A checkout held back stays first in line.
   */
  private nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    for (let i = 0; i < this.queue.length && batch.length < this.maxBatch; ) {
      const waiting = this.queue[i] as Waiting;
      const { streams } = waiting;
      // Within one batch a shared stream is fine (decided in memory); across batches it waits.
      if (streams.some((id) => this.busy.has(id))) {
        i += 1;
        continue;
      }
      batch.push(waiting);
      this.queue.splice(i, 1);
    }
    return batch;
  }

  private async run(batch: Waiting[]): Promise<void> {
    try {
      checkoutBatchSize.observe(batch.length);
      const timer = checkoutBatchSeconds.startTimer();
      const outcomes = await this.runBatch(batch);
      timer();
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome?.ok) waiting.resolve(outcome.order);
        else waiting.reject(outcome ? outcome.error : new Error('no outcome for a checkout'));
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => this.run([waiting])));
    }
  }
}
