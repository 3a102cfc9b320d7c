import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { formatUkDate } from '../../lib/time/uk-date.ts';

/** The club subscription in words for /account, and what the person can do next. */
export interface ClubStanding {
  words: string;
  next: 'nothing' | 'start-trial' | 'rejoin';
  /** A word more when it needs the person (a payment Stripe is retrying, a declined start). */
  note?: string;
}

/**
 * Membership follows Stripe's status (docs/payments.md): trialing, active and past_due are
 * members; anything else has ended, and a new subscription (no trial the second time) rejoins.
 */
export function clubStanding(result: ClubSubscriptionResult): ClubStanding {
  if (result.subscriptionId === null) return { words: 'Not a member', next: 'start-trial' };
  if (!result.isMember) {
    return result.status === 'incomplete'
      ? { words: 'Not started', next: 'rejoin', note: 'The first payment was declined.' }
      : { words: 'Ended', next: 'rejoin' };
  }
  if (result.endsAt !== null) {
    const words = `Ends on ${formatUkDate(result.endsAt)}`;
    return { words, next: 'nothing', note: "Member prices until then; it won't renew." };
  }
  if (result.status === 'trialing') {
    const words = result.trialEndsAt ? `Trial until ${formatUkDate(result.trialEndsAt)}` : 'Trial';
    return { words, next: 'nothing' };
  }
  if (result.status === 'past_due') {
    return {
      words: 'Active',
      next: 'nothing',
      note: "Your last payment didn't go through. We'll try your card again: check it is up to date.",
    };
  }
  return { words: 'Active', next: 'nothing' };
}
