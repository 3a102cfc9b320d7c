import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { describe, expect, it } from 'vitest';
import { joinMessages, joinOutcome } from './join-outcome.ts';

const answer = (overrides: Partial<ClubSubscriptionResult>): ClubSubscriptionResult => ({
  subscriptionId: 'sub_1',
  status: 'trialing',
  isMember: true,
  clubStatus: 'MEMBER',
  trialEndsAt: '2026-12-06T02:00:00.000Z',
  endsAt: null,
  ...overrides,
});

describe('joining the club', () => {
  it('starts a trial: StartTrial, and the day it ends', () => {
    expect(joinOutcome(answer({}), 'new')).toEqual({
      kind: 'joined',
      conversion: 'StartTrial',
      trialEnds: '6 December 2026',
    });
  });

  it('starts a paid membership without a trial: Subscribe', () => {
    expect(joinOutcome(answer({ status: 'active', trialEndsAt: null }), 'on-file')).toEqual({
      kind: 'joined',
      conversion: 'Subscribe',
      trialEnds: undefined,
    });
  });

  it('is refused for a declined card, in words that fit the card used', () => {
    const declined = answer({
      status: 'incomplete',
      isMember: false,
      clubStatus: 'NON_MEMBER',
      trialEndsAt: null,
    });
    expect(joinOutcome(declined, 'new')).toEqual({ kind: 'refused', message: joinMessages.cardDeclined });
    expect(joinOutcome(declined, 'on-file')).toEqual({
      kind: 'refused',
      message: joinMessages.savedCardDeclined,
    });
  });

  it('is refused with a plain retry for any other answer that is not a membership', () => {
    const odd = answer({ status: 'canceled', isMember: false, clubStatus: 'NON_MEMBER' });
    expect(joinOutcome(odd, 'new')).toEqual({ kind: 'refused', message: joinMessages.notStarted });
  });
});
