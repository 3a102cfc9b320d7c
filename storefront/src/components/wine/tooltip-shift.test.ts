import { describe, expect, it } from 'vitest';
import { tooltipShift } from './tooltip-shift.ts';

describe('tooltipShift', () => {
  it('leaves a tooltip that fits where it is', () => {
    expect(tooltipShift(20, 200, 360)).toBe(0);
  });

  it('moves it left by what overflows the right edge, plus the margin', () => {
    expect(tooltipShift(194, 288, 360)).toBe(-130);
  });

  it('never pushes it past the left edge', () => {
    expect(tooltipShift(40, 400, 360)).toBe(-32);
  });
});
