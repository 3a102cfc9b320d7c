import pRetry from 'p-retry';

/**
 * The platform's one retry with back-off, for everything that waits out a failure: a relay batch,
 * a consumer's start, Postgres at boot, a projection's event, a simulator's webhook. It is
 * p-retry (sindresorhus, kept up to date, one dependency), not a loop of our own: the delays,
 * the cap, the abort during a wait and the attempt count are its well-tested code. Its cost is a
 * closure and a promise per call, nothing beside the I/O the attempt itself does, so the relay's
 * hot loop calls it once per batch.
 *
 * Two things differ from bare p-retry, both so a loop that must run for as long as the process
 * does never ends by surprise: anything thrown is retried (p-retry gives up on a TypeError or a
 * non-Error), and the error the caller sees, in `onError` and in the rejection, is the one thrown.
 */
export interface RetryOptions {
  /** Retries after the first attempt; by default there is no end. */
  retries?: number;
  /** Delay before the first retry, multiplied by `factor` after each failure up to `maxMs`. */
  firstMs?: number;
  factor?: number;
  maxMs?: number;
  /** Ends the retries (during a wait too); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Each failure, before the wait that follows it. */
  onError?: (err: unknown, attempt: number) => void;
  /** False gives up at once with that error (one that is not for this loop to wait out). */
  shouldRetry?: (err: unknown) => boolean;
}

/** Doubling from half a second up to ten: for something that may stay down long (a broker, a database). */
export const UNTIL_UP: RetryOptions = { firstMs: 500, factor: 2, maxMs: 10_000 };

/** Runs `attempt` until it resolves, waiting between failures as `options` say. */
export async function retry<T>(
  attempt: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { onError, shouldRetry } = options;
  try {
    return await pRetry(
      async (n) => {
        try {
          return await attempt(n);
        } catch (err) {
          throw new Failed(err);
        }
      },
      {
        retries: options.retries ?? Number.POSITIVE_INFINITY,
        minTimeout: options.firstMs ?? UNTIL_UP.firstMs,
        factor: options.factor ?? UNTIL_UP.factor,
        maxTimeout: options.maxMs ?? UNTIL_UP.maxMs,
        signal: options.signal,
        unref: true,
        onFailedAttempt: ({ error, attemptNumber }) => onError?.(cause(error), attemptNumber),
        shouldRetry: ({ error }) => shouldRetry?.(cause(error)) ?? true,
      },
    );
  } catch (err) {
    throw cause(err);
  }
}

/** Carries whatever was thrown past p-retry's TypeError and non-Error rules. */
class Failed extends Error {
  constructor(readonly thrown: unknown) {
    super('attempt failed', { cause: thrown });
  }
}

const cause = (err: unknown): unknown => (err instanceof Failed ? err.thrown : err);
