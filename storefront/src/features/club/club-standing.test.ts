import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { describe, expect, it } from 'vitest';
import { clubStanding } from './club-standing.ts';

const subscription = (overrides: Partial<ClubSubscriptionResult>): ClubSubscriptionResult => ({
  subscriptionId: 'sub_1',
  status: 'active',
  isMember: true,
  clubStatus: 'MEMBER',
  trialEndsAt: null,
  endsAt: null,
  ...overrides,
});

describe("a person's club standing", () => {
  it('offers the free trial to someone who never subscribed', () => {
    const none = subscription({
      subscriptionId: null,
      status: null,
      isMember: false,
      clubStatus: 'NON_MEMBER',
    });
    expect(clubStanding(none)).toEqual({ words: 'Not a member', next: 'start-trial' });
  });

  it('gives the day a cancelled membership stops, with member prices until then', () => {
    const leaving = subscription({ endsAt: '2026-12-22T02:00:00.000Z' });
    expect(clubStanding(leaving)).toEqual({
      words: 'Ends on 22 December 2026',
      next: 'nothing',
      note: "Member prices until then; it won't renew.",
    });
  });

  it('gives the last day of a trial as a UK date', () => {
    const trial = subscription({ status: 'trialing', trialEndsAt: '2026-12-06T02:00:00.000Z' });
    expect(clubStanding(trial)).toEqual({ words: 'Trial until 6 December 2026', next: 'nothing' });
  });

  it('calls a paid membership active, and asks for a look at the card when Stripe is retrying it', () => {
    expect(clubStanding(subscription({}))).toEqual({ words: 'Active', next: 'nothing' });
    expect(clubStanding(subscription({ status: 'past_due' }))).toMatchObject({
      words: 'Active',
      note: expect.stringContaining('check it is up to date'),
    });
  });

  it('offers to rejoin once a subscription has ended', () => {
    const ended = subscription({ status: 'canceled', isMember: false, clubStatus: 'NON_MEMBER' });
    expect(clubStanding(ended)).toEqual({ words: 'Ended', next: 'rejoin' });
  });

  it('says why a subscription never started', () => {
    const declined = subscription({ status: 'incomplete', isMember: false, clubStatus: 'NON_MEMBER' });
    expect(clubStanding(declined)).toEqual({
      words: 'Not started',
      next: 'rejoin',
      note: 'The first payment was declined.',
    });
  });
});
