/** The brief's burst: 5,000 events/s must be absorbed (accepted) and must not pile up (published). */
const BURST_EVENTS_PER_S = 5_000;

/** A rate judged against the burst, as the report shows it. */
export const againstBurst = (value: number) => ({
  value,
  target: `>= ${BURST_EVENTS_PER_S}`,
  pass: value >= BURST_EVENTS_PER_S,
});
