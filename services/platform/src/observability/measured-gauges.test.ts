import { describe, expect, it } from 'vitest';
import { measuredGauges } from './measured-gauges.ts';
import { metricsText } from './metrics.ts';

describe('gauges read from one measurement per scrape', () => {
  let measurements = 0;
  const show = measuredGauges<{ name: string; depth: number }, { depth: number }>({
    labelName: 'queue',
    async measure(queues) {
      measurements++;
      return new Map(queues.map(({ name, depth }) => [name, { depth }]));
    },
    gauges: [
      { name: 'wine_test_queue_depth', help: 'Depth', value: (q) => q.depth },
      { name: 'wine_test_queue_depth_doubled', help: 'Twice the depth', value: (q) => 2 * q.depth },
    ],
  });

  it('shows every source shown, measured once for all its gauges', async () => {
    const hideA = show({ name: 'a', depth: 3 });
    const hideB = show({ name: 'b', depth: 5 });
    const before = measurements;
    const text = await metricsText();
    expect(measurements - before).toBe(1);
    expect(text).toContain('wine_test_queue_depth{queue="a"} 3');
    expect(text).toContain('wine_test_queue_depth{queue="b"} 5');
    expect(text).toContain('wine_test_queue_depth_doubled{queue="b"} 10');
    hideA();
    hideB();
  });

  it('stops showing a source once it is hidden', async () => {
    const hide = show({ name: 'gone', depth: 1 });
    expect(await metricsText()).toContain('wine_test_queue_depth{queue="gone"} 1');
    hide();
    expect(await metricsText()).not.toContain('queue="gone"');
  });
});
