import { describe, expect, it } from 'vitest';
import { shellRetryDelay } from './shell-backoff.ts';

const low = () => 0;
const middle = () => 0.5;
const high = () => 0.999_999;

describe("the shell's retry back-off (base 1000 ms, factor 2, up to 4 hours, jitter ±50 %)", () => {
  it('starts at 1000 ms and doubles', () => {
    expect([0, 1, 2, 3].map((attempt) => shellRetryDelay(attempt, middle))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('spreads each wait 50 % either side', () => {
    expect(shellRetryDelay(0, low)).toBe(500);
    expect(shellRetryDelay(0, high)).toBe(1500);
    expect(shellRetryDelay(3, low)).toBe(4000);
    expect(shellRetryDelay(3, high)).toBe(12_000);
  });

  it('never waits more than 4 hours', () => {
    const fourHours = 4 * 60 * 60_000;
    expect(shellRetryDelay(13, middle)).toBe(8_192_000);
    expect(shellRetryDelay(14, middle)).toBe(fourHours);
    expect(shellRetryDelay(40, high)).toBe(fourHours);
    expect(shellRetryDelay(40, low)).toBe(fourHours / 2);
  });
});
