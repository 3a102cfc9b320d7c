// Drops follow the UK calendar: a drop runs from midnight to midnight in Europe/London, so it
// turns over at 00:00 GMT in winter and 23:00 UTC the evening before in summer (BST).
export const DROP_TIME_ZONE = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DROP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The UK calendar date of an instant, `YYYY-MM-DD`. */
export function dropDateAt(instant: Date): string {
  const { year, month, day } = wallClock(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Minutes London is ahead of UTC at an instant (0 in GMT, 60 in BST). */
function londonOffsetMinutes(instant: Date): number {
  const w = wallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a UK calendar day starts. Clocks change at 01:00 UTC, never at midnight. */
export function startOfDropDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  return new Date(midnightUtc - londonOffsetMinutes(new Date(midnightUtc)) * 60_000);
}

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** When the drop of a date runs: from its midnight to the next day's. */
export function dropWindow(date: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: startOfDropDay(date), endsAt: startOfDropDay(addDays(date, 1)) };
}
