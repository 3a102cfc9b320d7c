import type { ClubTrialEvent } from '@wine/contracts/payments/club-trial-events';
import type { Decider } from '@wine/platform/domain/decider';

export interface ClaimClubTrial {
  type: 'ClaimClubTrial';
  data: { userId: string };
  metadata: { now: string };
}

/** Who a card's free trial went to; null while it has none. */
export interface ClubTrial {
  claimedBy: string | null;
}

/**
 * One free trial per card (Stripe's fingerprint is the same for a card number in every
 * account): the first person to join with it gets the trial, asking again they still have it,
 * anyone else joins without one.
 */
export const clubTrialDecider: Decider<ClaimClubTrial, ClubTrial, ClubTrialEvent> = {
  initialState: { claimedBy: null },
  decide: ({ data, metadata }, state) =>
    state.claimedBy === null
      ? [{ type: 'ClubTrialClaimed', data: { userId: data.userId, claimedAt: metadata.now } }]
      : [],
  evolve: (state, event) => (state.claimedBy === null ? { claimedBy: event.data.userId } : state),
};

export const clubTrialStreamId = (fingerprint: string) => `payments/club-trial/card-${fingerprint}`;
