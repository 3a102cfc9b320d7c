import { describe, expect, it } from 'vitest';
import { exposeBuildInfo } from './build-info.ts';
import { counter, gauge, histogram, metricsText } from './metrics.ts';

describe('metrics', () => {
  it('serves default process metrics unprefixed and the app’s own under wine_', async () => {
    counter({ name: 'wine_test_things_total', help: 'Things', labelNames: ['kind'] }).inc({ kind: 'a' });
    const text = await metricsText();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('wine_test_things_total{kind="a"} 1');
  });

  it('refuses a metric of the app without the prefix', () => {
    expect(() => counter({ name: 'things_total', help: 'Things' })).toThrow(/must start with wine_/);
  });

  it('shows a labelled counter’s known series at 0 before the first increment', async () => {
    counter({
      name: 'wine_test_refusals_total',
      help: 'Refusals',
      labelNames: ['reason'],
      zeroes: [{ reason: 'too late' }, { reason: 'too many' }],
    });
    const text = await metricsText();
    expect(text).toContain('wine_test_refusals_total{reason="too late"} 0');
    expect(text).toContain('wine_test_refusals_total{reason="too many"} 0');
  });

  it('says which build runs', async () => {
    exposeBuildInfo({ service: 'gateway', version: '1.2.3', commit: 'abc123' });
    expect(await metricsText()).toContain(
      `wine_build_info{service="gateway",version="1.2.3",commit="abc123",node_version="${process.version}"} 1`,
    );
  });

  it('returns the existing metric when a name is created twice', () => {
    const first = histogram({ name: 'wine_test_latency_seconds', help: 'Latency' });
    expect(histogram({ name: 'wine_test_latency_seconds', help: 'Latency' })).toBe(first);
  });

  it('refuses the same name with another type', () => {
    gauge({ name: 'wine_test_depth', help: 'Depth' });
    expect(() => counter({ name: 'wine_test_depth', help: 'Depth' })).toThrow(/another type/);
  });
});
