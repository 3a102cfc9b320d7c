import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [59.999, 'Just now'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [59 * MIN + 59, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [27 * DAY, '3 weeks ago'],
    [28 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [359 * DAY, '11 months ago'],
    [360 * DAY, '1 year ago'],
    [730 * DAY, '2 years ago'],
  ])('%d seconds ago reads "%s"', (seconds, text) =>
    expect(relativeTime(secondsAgo(seconds), now)).toBe(text),
  );

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeTime('2025-06-15T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime(now.getTime() - 2 * HOUR * 1000, now.getTime())).toBe('2 hours ago');
  });
  it('reads a future time as just now', () => expect(relativeTime(secondsAgo(-30), now)).toBe('Just now'));
  it('gives an empty string for an invalid date', () => expect(relativeTime('not a date', now)).toBe(''));
});
