import { describe, expect, it } from 'vitest';
import { analyticsConfigSchema } from './analytics-config.ts';

describe('analytics configuration', () => {
  it('starts with no experiments configured when AB_EXPERIMENTS is unset', () => {
    expect(analyticsConfigSchema.parse({}).AB_EXPERIMENTS).toEqual({});
  });

  it('reads experiments from JSON and refuses text that is not JSON', () => {
    const parsed = analyticsConfigSchema.parse({ AB_EXPERIMENTS: '{"hero":{"testPercent":20}}' });
    expect(parsed.AB_EXPERIMENTS.hero?.testPercent).toBe(20);
    expect(analyticsConfigSchema.safeParse({ AB_EXPERIMENTS: 'not json' }).success).toBe(false);
  });
});
