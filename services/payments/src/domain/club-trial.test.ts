import type { ClubTrialEvent } from '@wine/contracts/payments/club-trial-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { type ClaimClubTrial, clubTrialDecider } from './club-trial.ts';

const { given } = specFor(clubTrialDecider);
const now = '2026-11-27T10:00:00.000Z';
const claim = (userId: string): ClaimClubTrial => ({
  type: 'ClaimClubTrial',
  data: { userId },
  metadata: { now },
});
const claimed = (userId: string): ClubTrialEvent => ({
  type: 'ClubTrialClaimed',
  data: { userId, claimedAt: now },
});

describe("a card's free trial", () => {
  it('goes to the first person to join with the card', () =>
    given([])
      .when(claim('a'))
      .then([claimed('a')]));

  it('is not given again, to them or to another account with the same card', () => {
    given([claimed('a')])
      .when(claim('a'))
      .thenNothing();
    given([claimed('a')])
      .when(claim('b'))
      .thenNothing();
  });
});
