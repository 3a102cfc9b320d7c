import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { metricsRegistry, talliedHistogram } from './metrics.ts';

const config = {
  help: 'Test durations',
  labelNames: ['method', 'status'] as const,
  buckets: [0.01, 0.1, 1],
};

describe('a tallied histogram', () => {
  it("is printed on /metrics exactly as prom-client's own histogram with the same observations", async () => {
    const tallied = talliedHistogram({ name: 'test_tallied_seconds', ...config });
    const registry = new Registry();
    const reference = new Histogram({ name: 'test_tallied_seconds', ...config, registers: [registry] });
    const observations = [
      [{ method: 'GET', status: '200' }, 0.004],
      [{ method: 'GET', status: '200' }, 0.05],
      [{ method: 'POST', status: '201' }, 0.1],
      [{ method: 'GET', status: '200' }, 7],
    ] as const;
    for (const [labels, seconds] of observations) {
      tallied.series(labels).observe(seconds);
      reference.observe(labels, seconds);
    }
    const printed = await metricsRegistry.getSingleMetricAsString('test_tallied_seconds');
    expect(printed).toBe(await registry.getSingleMetricAsString('test_tallied_seconds'));
    expect(printed).toContain('test_tallied_seconds_bucket{le="0.1",method="GET",status="200"} 2');
    // As JSON too (a cluster's aggregation reads that), exemplars aside: it keeps none.
    const { values, ...metric } = await reference.get();
    const asJson = await metricsRegistry.getMetricsAsJSON();
    expect(asJson.find((m) => m.name === 'test_tallied_seconds')).toEqual({
      ...metric,
      values: values.map(({ labels, value, metricName }) => ({ labels, value, metricName })),
    });
  });

  it('is one metric however often it is asked for, and refuses a name another type holds', () => {
    const first = talliedHistogram({ name: 'test_tallied_twice_seconds', ...config });
    expect(talliedHistogram({ name: 'test_tallied_twice_seconds', ...config })).toBe(first);
    expect(() => talliedHistogram({ name: 'process_cpu_user_seconds_total', ...config })).toThrow(
      /another type/,
    );
  });
});
