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

  it("on a trial is told it keeps member prices to the trial's last day, is never charged, and that coming back has no trial", () => {
    expect(leaveWarning(member('trialing'))).toBe(
      "Your free trial won't become a paid membership. You keep member prices until 6 December 2026 and nothing is charged; if you rejoin later, membership is paid from the first day.",
    );
  });
});
