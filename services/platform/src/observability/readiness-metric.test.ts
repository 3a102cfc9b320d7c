import { describe, expect, it } from 'vitest';
import { metricsText } from './metrics.ts';
import { exposeReadiness } from './readiness-metric.ts';

describe('readiness on /metrics', () => {
  it("runs the process's ready checks at each scrape: 1 for each that answers, 0 for each that does not", async () => {
    let kafkaUp = false;
    exposeReadiness(
      {
        postgres: async () => undefined,
        kafka: async () => {
          if (!kafkaUp) throw new Error('not connected yet');
        },
        redis: () => new Promise(() => undefined), // hangs: the timeout answers for it
      },
      50,
    );
    const before = await metricsText();
    expect(before).toContain('wine_ready{check="postgres"} 1');
    expect(before).toContain('wine_ready{check="kafka"} 0');
    expect(before).toContain('wine_ready{check="redis"} 0');
    kafkaUp = true;
    expect(await metricsText()).toContain('wine_ready{check="kafka"} 1');
  });
});
