// Spec section 9: the shell's retry back-off: base 1000 ms, factor 2, up to 4 hours, jitter
// plus or minus 50 percent (so many tabs that failed together do not all come back together).
export const SHELL_RETRY_BASE_MS = 1000;
export const SHELL_RETRY_FACTOR = 2;
export const SHELL_RETRY_MAX_MS = 4 * 60 * 60_000;
export const SHELL_RETRY_JITTER = 0.5;

/**
 * Wait before the shell's retry number `attempt` (0 for the first). `random` is in [0, 1): 0
 * gives the low end of the jitter, just under 1 the high end; never more than 4 hours.
 */
export function shellRetryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(SHELL_RETRY_BASE_MS * SHELL_RETRY_FACTOR ** attempt, SHELL_RETRY_MAX_MS);
  const jittered = base * (1 - SHELL_RETRY_JITTER + 2 * SHELL_RETRY_JITTER * random());
  return Math.min(Math.round(jittered), SHELL_RETRY_MAX_MS);
}
