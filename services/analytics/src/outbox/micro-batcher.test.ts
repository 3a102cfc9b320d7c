import { describe, expect, it } from 'vitest';
import { BatcherOverloadedError, MicroBatcher } from './micro-batcher.ts';

function recorder(delayMs = 0) {
  const batches: number[][] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const write = async (items: number[]) => {
    concurrent++;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await new Promise((r) => setTimeout(r, delayMs));
    batches.push(items);
    concurrent--;
  };
  return { batches, write, maxConcurrent: () => maxConcurrent };
}

describe('MicroBatcher', () => {
  it('writes a full batch at once and the rest after the delay, in order', async () => {
    const { batches, write } = recorder();
    const batcher = new MicroBatcher({ write, maxBatch: 3, maxDelayMs: 20 });
    const added = [1, 2, 3, 4].map((n) => batcher.add(n));
    await Promise.all(added.slice(0, 3));
    expect(batches).toEqual([[1, 2, 3]]);
    await added[3];
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('resolves an add only once its batch is written', async () => {
    let release: (() => void) | undefined;
    const batcher = new MicroBatcher<number>({
      write: () => new Promise<void>((r) => (release = r)),
      maxDelayMs: 1,
    });
    let done = false;
    const added = batcher.add(1).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);
    release?.();
    await added;
    expect(done).toBe(true);
  });

  it('fails every add of a failed batch with the write error', async () => {
    const batcher = new MicroBatcher<number>({
      write: async () => {
        throw new Error('database down');
      },
      maxDelayMs: 1,
    });
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results.map((r) => r.status === 'rejected' && String(r.reason))).toEqual([
      'Error: database down',
      'Error: database down',
    ]);
  });

  it('keeps at most maxConcurrentWrites writes in flight and batches what arrives meanwhile', async () => {
    const { batches, write, maxConcurrent } = recorder(10);
    const batcher = new MicroBatcher({ write, maxBatch: 10, maxDelayMs: 1, maxConcurrentWrites: 2 });
    await Promise.all(Array.from({ length: 95 }, (_, i) => batcher.add(i)));
    expect(maxConcurrent()).toBe(2);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 95 }, (_, i) => i));
    expect(batches.every((b) => b.length <= 10)).toBe(true);
  });

  it('refuses items beyond maxPending rather than queueing without bound', async () => {
    const batcher = new MicroBatcher<number>({
      write: () => new Promise(() => undefined),
      maxBatch: 100,
      maxDelayMs: 1_000,
      maxPending: 2,
    });
    void batcher.add(1);
    void batcher.add(2);
    await expect(batcher.add(3)).rejects.toBeInstanceOf(BatcherOverloadedError);
  });

  it('writes what is waiting when closed, then refuses new items', async () => {
    const { batches, write } = recorder();
    const batcher = new MicroBatcher({ write, maxDelayMs: 10_000 });
    const added = batcher.add(7);
    await batcher.close();
    await added;
    expect(batches).toEqual([[7]]);
    await expect(batcher.add(8)).rejects.toThrow('closed');
  });
});
