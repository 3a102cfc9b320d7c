import { describe, expect, it } from 'vitest';
import { membershipSummary } from './membership-summary.ts';

describe('membershipSummary', () => {
  it('tells a member they pay member prices', () =>
    expect(membershipSummary('premium', 'MEMBER')).toEqual({
      tier: 'Premium',
      text: 'You pay the member price on every bottle.',
    }));

  it('tells an applicant their trial is on its way', () =>
    expect(membershipSummary('basic', 'APPLIED').text).toMatch(/application is in/));

  it('tells everyone else what members get', () =>
    expect(membershipSummary('basic', 'NON_MEMBER')).toEqual({
      tier: 'Basic',
      text: 'Members pay less on every bottle.',
    }));
});
