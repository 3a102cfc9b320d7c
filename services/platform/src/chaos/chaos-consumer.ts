/** Short consumer timings, so a rebalance or a restarted broker costs seconds, not minutes. */
export const CHAOS_CONSUMER = {
  sessionTimeoutMs: 6_000,
  heartbeatIntervalMs: 500,
  rebalanceTimeoutMs: 6_000,
  maxWaitTimeMs: 100,
};
