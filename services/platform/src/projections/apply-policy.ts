import type { RetryOptions } from '../resilience/retry.ts';

/** Bounded retries before an event is declared poison (waits of 20, 100, 400 ms): short on purpose. */
export const EVENT_RETRIES: RetryOptions = { retries: 3, firstMs: 20, factor: 5, maxMs: 400 };

/**
 * The same inside a read model's open transaction, without the waits. An open transaction holds
 * back every reader of the log in the cluster (they read only below the oldest open transaction),
 * so a batch of bad events waiting 520 ms each held the outbox relay for minutes (a search read
 * model's 100k-wine bench did). What fails three times in a row is poison, wait or no wait.
 */
export const EVENT_RETRIES_IN_TRANSACTION: RetryOptions = { retries: 3, firstMs: 0, factor: 1, maxMs: 0 };

// Connection loss, shutdown, lock timeouts and serialization failures say nothing about the
// event: the batch is retried as a whole (the consumer restarts) instead of dead-lettered.
const TRANSIENT_PG_CLASSES = ['08', '40', '53', '55', '57', '58'];

export function isTransient(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (/^E[A-Z]+$/.test(code)) return true; // ECONNREFUSED, ECONNRESET, ETIMEDOUT ...
  if (code.length === 5 && TRANSIENT_PG_CLASSES.includes(code.slice(0, 2))) return true;
  const message = err instanceof Error ? err.message : '';
  return /Connection terminated|connection is closed|Client has encountered a connection error/i.test(
    message,
  );
}

export function describe(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
