import { describe, expect, it } from 'vitest';
import { retry } from './retry.ts';

const failingTimes = (n: number, thrown: unknown = new Error('down')) => {
  let calls = 0;
  return {
    attempt: async () => {
      calls++;
      if (calls <= n) throw thrown;
      return calls;
    },
    calls: () => calls,
  };
};

describe('retry', () => {
  it('tries again until the attempt succeeds, telling each failure', async () => {
    const op = failingTimes(3);
    const told: number[] = [];
    const result = await retry(op.attempt, { firstMs: 1, maxMs: 2, onError: (_err, n) => told.push(n) });
    expect(result).toBe(4);
    expect(told).toEqual([1, 2, 3]);
  });

  it('gives up after `retries` with what was thrown, even a TypeError or a string', async () => {
    const bug = new TypeError('x is undefined');
    await expect(retry(failingTimes(9, bug).attempt, { retries: 2, firstMs: 1 })).rejects.toBe(bug);
    const op = failingTimes(9, 'a string');
    await expect(retry(op.attempt, { retries: 2, firstMs: 1 })).rejects.toBe('a string');
    expect(op.calls()).toBe(3);
  });

  it('gives up at once on an error that shouldRetry refuses', async () => {
    const op = failingTimes(9);
    await expect(retry(op.attempt, { firstMs: 1, shouldRetry: () => false })).rejects.toThrow('down');
    expect(op.calls()).toBe(1);
  });

  it('stops waiting when its signal is aborted', async () => {
    const stop = new AbortController();
    const op = failingTimes(Number.POSITIVE_INFINITY);
    const running = retry(op.attempt, { firstMs: 60_000, signal: stop.signal });
    await new Promise((resolve) => setImmediate(resolve));
    stop.abort(new Error('stopped'));
    await expect(running).rejects.toThrow('stopped');
    expect(op.calls()).toBe(1);
  });
});
