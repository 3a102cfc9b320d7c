import { isApiError } from '../../lib/api/api-error.ts';

/**
 * The bank sends the shopper back at the moment the payment is made, and the news of it (the
 * provider's webhook, then identity's list of recent checkouts) can be a few seconds behind: a
 * 403 for a checkout just paid is asked again after these waits before it is shown.
 */
export const CHECKOUT_SIGN_IN_RETRY_MS = [1000, 2000, 3000] as const;

/** The wait before asking again after `attempt` failed (0 the first), or undefined to show it. */
export function checkoutSignInRetryDelay(error: unknown, attempt: number): number | undefined {
  if (!isApiError(error) || error.status !== 403) return undefined;
  return CHECKOUT_SIGN_IN_RETRY_MS[attempt];
}
