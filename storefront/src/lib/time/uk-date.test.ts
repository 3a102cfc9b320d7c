import { describe, expect, it } from 'vitest';
import { formatUkDate } from './uk-date.ts';

describe('formatUkDate', () => {
  it('writes the day the British way', () =>
    expect(formatUkDate('2025-03-01T10:00:00.000Z')).toBe('1 March 2025'));

  it('counts the day in UK time: 23:30 UTC in summer is already the next day', () =>
    expect(formatUkDate('2025-06-30T23:30:00.000Z')).toBe('1 July 2025'));
});
