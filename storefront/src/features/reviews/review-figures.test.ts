import { describe, expect, it } from 'vitest';
import { distributionBars, pageCount } from './review-figures.ts';

describe('the distribution bars', () => {
  it('give whole-number percentages and the rating colours, 5 stars first', () => {
    const bars = distributionBars(
      [
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
      3,
    );
    expect(bars.map((b) => [b.stars, b.percent, b.colour])).toEqual([
      [5, 67, 'green'],
      [4, 33, 'amber'],
      [3, 0, 'yellow'],
      [2, 0, 'orange'],
      [1, 0, 'red'],
    ]);
  });

  it('are all 0 with no reviews', () =>
    expect(distributionBars([], 0).every((b) => b.percent === 0)).toBe(true));
});

describe('pages', () => {
  it('always has one page, then one per 5 reviews', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(11, 5)).toBe(3);
  });
});
