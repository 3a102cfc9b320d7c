/** When a festival runs; times are ISO strings, compared as instants. */
export interface Schedule {
  startsAt: string;
  endsAt: string;
}

/** Nothing is claimed or redeemed after the end (spec section 4: the end time is the last instant). */
export const hasEnded = (schedule: Schedule, now: string) => Date.parse(now) > Date.parse(schedule.endsAt);
export const hasStarted = (schedule: Schedule, now: string) =>
  Date.parse(now) >= Date.parse(schedule.startsAt);
export const isRunning = (schedule: Schedule, now: string) =>
  hasStarted(schedule, now) && !hasEnded(schedule, now);
