export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the moment has passed: the next drop is live. */
  done: boolean;
}

const SECOND = 1000;

/** Time left until `endsAt`, never negative. Hours are not capped at 24. */
export function countdown(endsAt: string | number | Date, now: number): Countdown {
  const left = Math.max(0, new Date(endsAt).getTime() - now);
  // An unreadable date counts as passed rather than showing NaN:NaN:NaN.
  if (!Number.isFinite(left) || left === 0) return { hours: 0, minutes: 0, seconds: 0, done: true };
  const totalSeconds = Math.ceil(left / SECOND);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    done: false,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '05:04:09' for the clock face. */
export const formatClock = ({ hours, minutes, seconds }: Countdown) =>
  `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/** '5 hours 4 minutes' for screen readers: seconds would be noise, and under a minute says so. */
export function describeCountdown({ hours, minutes, done }: Countdown): string {
  if (done) return 'now';
  if (hours === 0 && minutes === 0) return 'less than a minute';
  return [hours > 0 ? unit(hours, 'hour') : undefined, minutes > 0 ? unit(minutes, 'minute') : undefined]
    .filter(Boolean)
    .join(' ');
}
