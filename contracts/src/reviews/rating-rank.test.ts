import { describe, expect, it } from 'vitest';
import { averageOf, bayesianRating, RATING_PRIOR_MEAN } from './rating-rank.ts';

describe('the Bayesian average behind sortBy=rating', () => {
  it('does not let one 5-star review outrank 300 reviews at 4.7', () =>
    expect(bayesianRating(5, 1)).toBeLessThan(bayesianRating(4.7, 300)));

  it('puts a wine nobody has reviewed at the prior', () =>
    expect(bayesianRating(0, 0)).toBe(RATING_PRIOR_MEAN));

  it('comes close to the plain average as reviews add up', () =>
    expect(bayesianRating(4.2, 10_000)).toBeCloseTo(4.2, 2));
});

describe('the average shown', () => {
  it('is the mean to 2 decimals, 0 with no reviews', () => {
    expect(averageOf(13, 3)).toBe(4.33);
    expect(averageOf(0, 0)).toBe(0);
  });
});
