// Spec section 7: the main client backs off from 1 s, doubling, to at most 10 s.
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 10_000;

/** Wait before retry number `retry` (0 for the first retry). */
export function retryDelay(retry: number, baseDelayMs = RETRY_BASE_DELAY_MS): number {
  return Math.min(baseDelayMs * 2 ** retry, RETRY_MAX_DELAY_MS);
}
