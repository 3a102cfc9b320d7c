import { describe, expect, it } from 'vitest';
import { countdown, describeCountdown, formatClock } from './countdown.ts';

const now = Date.parse('2025-03-01T18:00:00Z');

describe('countdown', () => {
  it('splits the time left into hours, minutes and seconds', () => {
    const left = countdown('2025-03-02T00:00:00Z', now);
    expect(left).toEqual({ hours: 6, minutes: 0, seconds: 0, done: false });
    expect(formatClock(countdown('2025-03-01T23:04:09Z', now))).toBe('05:04:09');
  });

  it('rounds part seconds up, so it never shows 00:00:00 before the drop', () => {
    expect(countdown(now + 400, now)).toEqual({ hours: 0, minutes: 0, seconds: 1, done: false });
  });

  it('is done once the time has passed, or when the date is unreadable', () => {
    expect(countdown('2025-03-01T17:00:00Z', now).done).toBe(true);
    expect(countdown(now, now).done).toBe(true);
    expect(countdown('soon', now)).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('keeps counting hours past a day', () => {
    expect(countdown(now + 30 * 3600 * 1000, now).hours).toBe(30);
  });
});

describe('describeCountdown', () => {
  it('reads naturally', () => {
    expect(describeCountdown({ hours: 5, minutes: 4, seconds: 9, done: false })).toBe('5 hours 4 minutes');
    expect(describeCountdown({ hours: 1, minutes: 0, seconds: 3, done: false })).toBe('1 hour');
    expect(describeCountdown({ hours: 0, minutes: 1, seconds: 0, done: false })).toBe('1 minute');
    expect(describeCountdown({ hours: 0, minutes: 0, seconds: 30, done: false })).toBe('less than a minute');
    expect(describeCountdown({ hours: 0, minutes: 0, seconds: 0, done: true })).toBe('now');
  });
});
