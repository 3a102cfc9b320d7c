import { describe, expect, it } from 'vitest';
import { caseFill } from './case-fill.ts';

describe('case fill', () => {
  it.each([
    [0, { filled: 0, completeCases: 0, remaining: 12 }],
    [1, { filled: 1, completeCases: 0, remaining: 11 }],
    [11, { filled: 11, completeCases: 0, remaining: 1 }],
    [12, { filled: 12, completeCases: 1, remaining: 0 }],
    [13, { filled: 1, completeCases: 1, remaining: 11 }],
    [24, { filled: 12, completeCases: 2, remaining: 0 }],
  ])('%s slots', (slots, expected) => {
    expect(caseFill(slots)).toEqual(expected);
  });
});
