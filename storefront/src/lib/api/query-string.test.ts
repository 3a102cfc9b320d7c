import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('is empty without a payload or with only absent values', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ region: undefined, country: null })).toBe('');
  });

  it('encodes scalars and leaves out absent values', () => {
    expect(toQueryString({ type: 'red', limit: 20, inStock: true, region: undefined })).toBe(
      '?type=red&limit=20&inStock=true',
    );
  });

  it('repeats the key for arrays and escapes values', () => {
    expect(toQueryString({ ratings: [4, 5], q: 'Côtes & co' })).toBe(
      '?ratings=4&ratings=5&q=C%C3%B4tes+%26+co',
    );
  });
});
