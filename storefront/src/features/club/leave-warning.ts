import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { formatUkDate } from '../../lib/time/uk-date.ts';

/**
 * What leaving the club costs, said before the member confirms. Either way the membership runs to
 * the end of what it already covers and does not go on: a trial to its last day, never charged
 * (and since only the first membership has one, coming back is paid from day one); a paid
 * membership to the end of the period paid for.
 */
export function leaveWarning(result: ClubSubscriptionResult): string {
  if (result.status === 'trialing') {
    const until = result.trialEndsAt
      ? ` until ${formatUkDate(result.trialEndsAt)}`
      : ' until your trial ends';
    return `Your free trial won't become a paid membership. You keep member prices${until} and nothing is charged; if you rejoin later, membership is paid from the first day.`;
  }
  return "Your membership won't renew. You keep member prices until the end of the period you've paid for.";
}
