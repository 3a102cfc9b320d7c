import { describe, expect, it } from 'vitest';
import { startPeriodic } from './periodic.ts';

describe('a periodic sweep', () => {
  it('runs one at a time: a run asked for meanwhile waits for the one under way', async () => {
    const order: string[] = [];
    let release = () => {};
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const sweep = startPeriodic(
      'test sweep',
      60_000,
      async () => {
        const run = ++runs;
        order.push(`start ${run}`);
        if (run === 1) await first;
        order.push(`end ${run}`);
        return run;
      },
      { warn: () => {} },
    );
    const a = sweep.runNow();
    const b = sweep.runNow();
    release();
    expect([await a, await b]).toEqual([1, 2]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    await sweep.stop();
  });

  it('logs a failed run and goes on with the next', async () => {
    const warnings: string[] = [];
    let runs = 0;
    const sweep = startPeriodic(
      'test sweep',
      60_000,
      async () => {
        if (++runs === 1) throw new Error('database away');
        return runs;
      },
      { warn: (...args: unknown[]) => void warnings.push(String(args[1])) },
    );
    await expect(sweep.runNow()).rejects.toThrow('database away');
    expect(await sweep.runNow()).toBe(2);
    expect(warnings).toEqual(['test sweep failed; the next run tries again']);
    await sweep.stop();
  });
});
