import { describe, expect, it } from 'vitest';
import { counter, gauge, histogram, metricsText } from './metrics.ts';

describe('metrics', () => {
  it('serves default process metrics and the ones created here', async () => {
    counter({ name: 'test_things_total', help: 'Things', labelNames: ['kind'] }).inc({ kind: 'a' });
    const text = await metricsText();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('test_things_total{kind="a"} 1');
  });

  it('returns the existing metric when a name is created twice', () => {
    const first = histogram({ name: 'test_latency_seconds', help: 'Latency' });
    expect(histogram({ name: 'test_latency_seconds', help: 'Latency' })).toBe(first);
  });

  it('refuses the same name with another type', () => {
    gauge({ name: 'test_depth', help: 'Depth' });
    expect(() => counter({ name: 'test_depth', help: 'Depth' })).toThrow(/another type/);
  });
});
