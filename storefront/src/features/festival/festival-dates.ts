const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** "Thu, 30 Oct 2025, 10:00 – Fri, 31 Oct 2025, 23:59" (UK time, where the festivals are). */
export function festivalWhen(startsAt: string, endsAt: string): string {
  const from = new Date(startsAt);
  const to = new Date(endsAt);
  return `${day.format(from)}, ${time.format(from)} – ${day.format(to)}, ${time.format(to)}`;
}

export type FestivalPhase = 'upcoming' | 'on' | 'ended';

export function festivalPhase(festival: { startsAt: string; endsAt: string }, nowMs: number): FestivalPhase {
  if (nowMs > Date.parse(festival.endsAt)) return 'ended';
  return nowMs >= Date.parse(festival.startsAt) ? 'on' : 'upcoming';
}
