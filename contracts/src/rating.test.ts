import { describe, expect, it } from 'vitest';
import { isValidRating, ratingColour, reviewPercent } from './rating.ts';

describe('ratingColour', () => {
  it.each([
    [5, 'green'],
    [4.5, 'green'],
    [4.49, 'amber'],
    [4, 'amber'],
    [3.99, 'yellow'],
    [3, 'yellow'],
    [2.99, 'orange'],
    [2, 'orange'],
    [1.99, 'red'],
    [0, 'red'],
  ] as const)('%d is %s', (rating, colour) => expect(ratingColour(rating)).toBe(colour));
});

describe('isValidRating', () => {
  it.each([1, 2, 3, 4, 5])('%d stars is valid', (n) => expect(isValidRating(n)).toBe(true));
  it.each([0, 6, 4.5, -1, Number.NaN, '5', null])('%s is not', (n) => expect(isValidRating(n)).toBe(false));
});

describe('reviewPercent', () => {
  it('is a whole percent of the total', () => expect(reviewPercent(1, 4)).toBe(25));
  it('rounds to the nearest whole number', () => {
    expect(reviewPercent(1, 3)).toBe(33);
    expect(reviewPercent(2, 3)).toBe(67);
    expect(reviewPercent(1, 8)).toBe(13); // 12.5%
  });
  it('is 100 when every review has it', () => expect(reviewPercent(7, 7)).toBe(100));
  it('is 0 when there are no reviews', () => expect(reviewPercent(0, 0)).toBe(0));
});
