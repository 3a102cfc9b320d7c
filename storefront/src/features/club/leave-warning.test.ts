import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { describe, expect, it } from 'vitest';
import { leaveWarning } from './leave-warning.ts';

const member = (status: ClubSubscriptionResult['status']): ClubSubscriptionResult => ({
  subscriptionId: 'sub_1',
  status,
  isMember: true,
  clubStatus: 'MEMBER',
  trialEndsAt: status === 'trialing' ? '2026-12-06T02:00:00.000Z' : null,
  endsAt: null,
});

describe('a member about to leave the club', () => {
  it('on a paid membership is told it runs to the end of the period paid for', () => {
    const paid =
      "Your membership won't renew. You keep member prices until the end of the period you've paid for.";
    expect(leaveWarning(member('active'))).toBe(paid);
    expect(leaveWarning(member('past_due'))).toBe(paid);
  });

  it('on a trial is also told nothing is charged, and that coming back has no trial', () => {
    expect(leaveWarning(member('trialing'))).toBe(
      "You'll lose member prices straight away. Your free trial ends now and nothing is charged; if you rejoin later, membership is paid from the first day.",
    );
  });
});
