import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';

/**
 * What leaving the club costs, said before the member confirms. A trial ends at once and is never
 * charged (and since only the first membership has one, coming back is paid from day one); a paid
 * membership runs to the end of the period paid for and does not renew.
 */
export function leaveWarning(result: ClubSubscriptionResult): string {
  return result.status === 'trialing'
    ? "You'll lose member prices straight away. Your free trial ends now and nothing is charged; if you rejoin later, membership is paid from the first day."
    : "Your membership won't renew. You keep member prices until the end of the period you've paid for.";
}
