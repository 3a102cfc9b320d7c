const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Calendar months and years vary; 30 and 365 days are close enough for "3 months ago".
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * Spec section 9: 'Just now' under 60 s, then minutes, hours, days (under 7), weeks (under 4),
 * months (under 12), then years, e.g. '1 minute ago', '5 hours ago', '2 weeks ago'. A time in
 * the future (clock skew) reads 'Just now'; an invalid date gives ''.
 */
export function relativeTime(from: Date | string | number, now: Date | number): string {
  const elapsed = new Date(now).getTime() - new Date(from).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < MINUTE) return 'Just now';

  const minutes = Math.floor(elapsed / MINUTE);
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(elapsed / HOUR);
  if (hours < 24) return ago(hours, 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return ago(weeks, 'week');
  // Days 28-29 are past "under 4 weeks" but short of 30: still 1 month.
  const months = Math.max(1, Math.floor(days / DAYS_PER_MONTH));
  if (months < 12) return ago(months, 'month');
  return ago(Math.max(1, Math.floor(days / DAYS_PER_YEAR)), 'year');
}
