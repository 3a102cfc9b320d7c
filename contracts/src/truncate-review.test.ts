import { describe, expect, it } from 'vitest';
import { truncateReview } from './truncate-review.ts';

// n nine-letter words joined by spaces: 10n - 1 characters, so 15 words are 149.
const words = (n: number) => Array.from({ length: n }, () => 'abcdefghi').join(' ');

describe('truncateReview', () => {
  it('keeps short text whole', () => expect(truncateReview('Lovely wine.')).toBe('Lovely wine.'));

  it('keeps text of exactly 150 characters whole', () => {
    const text = `${words(15)}z`;
    expect(text).toHaveLength(150);
    expect(truncateReview(text)).toBe(text);
  });

  it('cuts text of 151 characters at the last word boundary', () => {
    const text = `${words(15)} x`;
    expect(text).toHaveLength(151);
    expect(truncateReview(text)).toBe(`${words(15)}…`);
  });

  it('keeps a word that ends exactly at character 150', () =>
    expect(truncateReview(`${words(15)}z and more`)).toBe(`${words(15)}z…`));

  it('drops a word that runs past character 150', () => {
    const text = `${words(14)} longerwordhere and more`; // the long word spans characters 141-154
    expect(truncateReview(text)).toBe(`${words(14)}…`);
  });

  it('drops trailing spaces before the ellipsis', () =>
    expect(truncateReview(`${words(14)}      ${'x'.repeat(20)}`)).toBe(`${words(14)}…`));

  it('cuts one very long word at the limit', () =>
    expect(truncateReview('y'.repeat(200))).toBe(`${'y'.repeat(150)}…`));

  it('takes another limit', () =>
    expect(truncateReview('The nose is full of ripe cherries', 12)).toBe('The nose is…'));

  it('does not split an emoji at a hard cut', () =>
    expect(truncateReview(`abc${'🍷'.repeat(5)}`, 4)).toBe('abc…'));
});
