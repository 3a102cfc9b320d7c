import { describe, expect, it } from 'vitest';
import { retryDelay } from './retry-delay.ts';

describe('retryDelay', () => {
  it('starts at 1 s and doubles', () => {
    expect([0, 1, 2, 3].map((retry) => retryDelay(retry))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than 10 s', () => {
    expect(retryDelay(4)).toBe(10_000);
    expect(retryDelay(20)).toBe(10_000);
  });

  it('scales from an injected base', () => {
    expect(retryDelay(1, 5)).toBe(10);
  });
});
