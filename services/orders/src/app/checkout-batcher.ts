import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { PlacedOrder } from '../domain/order.ts';
import { checkoutBatchSeconds, checkoutBatchSize } from '../observability/orders-metrics.ts';
import type { CheckoutCommand, PlaceOrderInput } from './checkout-batch.ts';
import { placeOrders } from './place-orders.ts';

interface Waiting extends CheckoutCommand {
  resolve: (order: PlacedOrder) => void;
  reject: (error: unknown) => void;
}

export interface CheckoutBatcherOptions {
  /** Checkouts decided in one transaction at most. */
  maxBatch?: number;
  /** Transactions running at once (each holds a pool connection). */
  concurrency?: number;
}

/**
 * Group commit for checkouts. Under load, the checkouts that arrive while transactions are
 * running are decided together in the next one: one set of locks, two reads and one write (and
 * one commit to flush) for up to `maxBatch` of them, instead of each their own. With no queue a
 * checkout starts at once, so a quiet shop waits for nothing. A refused checkout fails alone; if
 * a whole batch fails (the database), each is tried again on its own so one cannot sink the rest.
 */
export class CheckoutBatcher {
  private readonly queue: Waiting[] = [];
  private running = 0;
  private readonly maxBatch: number;
  private readonly concurrency: number;

  constructor(
    private readonly store: EventStore,
    options: CheckoutBatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 32;
    this.concurrency = options.concurrency ?? 4;
  }

  place(input: PlaceOrderInput, metadata: EventMetadata): Promise<PlacedOrder> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, metadata, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    try {
      checkoutBatchSize.observe(batch.length);
      const timer = checkoutBatchSeconds.startTimer();
      const outcomes = await placeOrders(this.store, batch);
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
