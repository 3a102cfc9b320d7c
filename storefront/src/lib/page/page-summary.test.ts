import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary.ts';

describe('pageSummary', () => {
  it('describes the first of several pages', () => {
    expect(pageSummary(0, 20, 20, 45)).toEqual({
      from: 1,
      to: 20,
      total: 45,
      previousOffset: undefined,
      nextOffset: 20,
    });
  });

  it('describes the last page', () => {
    expect(pageSummary(40, 20, 5, 45)).toEqual({
      from: 41,
      to: 45,
      total: 45,
      previousOffset: 20,
      nextOffset: undefined,
    });
  });

  it('never goes before the start from an odd offset', () => {
    expect(pageSummary(5, 20, 20, 45).previousOffset).toBe(0);
  });

  it('describes an empty result', () => {
    expect(pageSummary(0, 20, 0, 0)).toEqual({
      from: 0,
      to: 0,
      total: 0,
      previousOffset: undefined,
      nextOffset: undefined,
    });
  });
});
