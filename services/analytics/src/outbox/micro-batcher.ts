export interface MicroBatcherOptions<T> {
  /** Stores one batch; every item of it succeeds or fails with it. */
  write: (items: T[]) => Promise<void>;
  /** A batch is written as soon as it has this many items. */
  maxBatch?: number;
  /** How long the first item of a batch waits for company when traffic is light. */
  maxDelayMs?: number;
  /** Writes in flight at once; what arrives meanwhile joins the next batch. */
  maxConcurrentWrites?: number;
  /** Items waiting beyond this are refused at once: memory stays bounded when storage stalls. */
  maxPending?: number;
}

/** The batcher holds more items than `maxPending`: storage is not keeping up. */
export class BatcherOverloadedError extends Error {
  constructor(pending: number) {
    super(`${pending} items are already waiting to be written`);
    this.name = 'BatcherOverloadedError';
  }
}

interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for many small writers: each `add` resolves once the batch holding its item was
 * written, so a caller answers only after its item is stored, while storage sees a few large
 * writes instead of one per item. Items are written in the order they were added.
 */
export class MicroBatcher<T> {
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;
  private readonly maxConcurrentWrites: number;
  private readonly maxPending: number;
  private pending: Waiting<T>[] = [];
  private readonly writing = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly opts: MicroBatcherOptions<T>) {
    this.maxBatch = opts.maxBatch ?? 500;
    this.maxDelayMs = opts.maxDelayMs ?? 2;
    this.maxConcurrentWrites = opts.maxConcurrentWrites ?? 4;
    this.maxPending = opts.maxPending ?? 50_000;
  }

  add(item: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The batcher is closed'));
    if (this.pending.length >= this.maxPending) {
      return Promise.reject(new BatcherOverloadedError(this.pending.length));
    }
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.maxBatch) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.maxDelayMs);
    });
  }

  /** Refuses new items, writes the waiting ones and resolves when every write has finished. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.length > 0 || this.writing.size > 0) {
      this.flush();
      await Promise.allSettled([...this.writing]);
    }
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length > 0 && this.writing.size < this.maxConcurrentWrites) {
      const batch = this.pending.splice(0, this.maxBatch);
      const written: Promise<void> = this.opts
        .write(batch.map((w) => w.item))
        .then(
          () => {
            for (const w of batch) w.resolve();
          },
          (err: unknown) => {
            for (const w of batch) w.reject(err);
          },
        )
        .finally(() => {
          this.writing.delete(written);
          // What queued up during this write goes now: it has already waited a write's time.
          if (this.pending.length > 0) this.flush();
        });
      this.writing.add(written);
    }
  }
}
