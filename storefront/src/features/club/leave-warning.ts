import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';

/**
 * What leaving the club costs, said before the member confirms. It ends at once; a trial is
 * never charged, and since only the first membership has one, coming back is paid from day one.
 */
export function leaveWarning(result: ClubSubscriptionResult): string {
  const prices = "You'll lose member prices straight away.";
  return result.status === 'trialing'
    ? `${prices} Your free trial ends now and nothing is charged; if you rejoin later, membership is paid from the first day.`
    : prices;
}
