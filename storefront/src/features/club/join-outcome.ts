import type { ConversionEventName } from '@wine/contracts/analytics/conversion-event-name';
import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { formatUkDate } from '../../lib/time/uk-date.ts';

export const joinMessages = {
  cardDeclined: 'Your card was declined. Please try another card.',
  savedCardDeclined: 'Your card on file was declined. Change the card, then rejoin.',
  notStarted: "We couldn't start your membership. Please try again.",
} as const;

/** What joining the club answered, as the page acts on it. */
export type JoinOutcome =
  | {
      kind: 'joined';
      /** Spec section 5's names: a trial starts (StartTrial), or a paid membership (Subscribe). */
      conversion: Extract<ConversionEventName, 'StartTrial' | 'Subscribe'>;
      /** '6 December 2026' (UK day) while on the free trial. */
      trialEnds: string | undefined;
    }
  /** Not a member: the card was declined (Stripe's `incomplete`), or something else went wrong. */
  | { kind: 'refused'; message: string };

export type Joined = Extract<JoinOutcome, { kind: 'joined' }>;

export function joinOutcome(result: ClubSubscriptionResult, card: 'new' | 'on-file'): JoinOutcome {
  if (result.isMember) {
    const trial = result.status === 'trialing';
    return {
      kind: 'joined',
      conversion: trial ? 'StartTrial' : 'Subscribe',
      trialEnds: trial && result.trialEndsAt ? formatUkDate(result.trialEndsAt) : undefined,
    };
  }
  if (result.status === 'incomplete' || result.status === 'incomplete_expired') {
    return {
      kind: 'refused',
      message: card === 'new' ? joinMessages.cardDeclined : joinMessages.savedCardDeclined,
    };
  }
  return { kind: 'refused', message: joinMessages.notStarted };
}
