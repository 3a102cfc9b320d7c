import { describe, expect, it } from 'vitest';
import { swipeOutcome } from './swipe.ts';

describe('swipeOutcome', () => {
  it('dismisses at 50 px or more, in either direction', () => {
    expect(swipeOutcome(50)).toBe('dismiss');
    expect(swipeOutcome(-80)).toBe('dismiss');
  });

  it('springs back below the threshold', () => {
    expect(swipeOutcome(49)).toBe('return');
    expect(swipeOutcome(-10)).toBe('return');
    expect(swipeOutcome(0)).toBe('return');
  });
});
