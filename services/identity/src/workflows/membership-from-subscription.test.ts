import type { IdentityEvent } from '@wine/contracts/identity/identity-events';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { given, stored } from '@wine/platform/testing/workflow-spec';
import { describe, it } from 'vitest';
import { userStreamId } from '../domain/user/user-stream.ts';
import { membershipFromSubscription } from './membership-from-subscription.ts';

const userId = '0193a1b2-0000-7000-8000-000000000001';
const user = userStreamId(userId);
const earlier = '2025-02-01T09:00:00.000Z';
const registered: IdentityEvent[] = [
  { type: 'GuestStarted', data: { userId, startedAt: earlier } },
  { type: 'CredentialLinked', data: { userId, kind: 'email', value: 'pii:v1:ZW1haWw', linkedAt: earlier } },
  { type: 'UserRegistered', data: { userId, registeredAt: earlier } },
];
const subscription = (stripeStatus: string, member: boolean) =>
  stored(`payments/customer/${userId}`, {
    type: 'ClubSubscriptionChanged',
    data: {
      userId,
      subscriptionId: 'sub_1',
      stripeStatus,
      member,
      trialEndsAt: null,
      cancelAt: null,
      changedAt: earlier,
    },
  });
const trialStarted = subscription('trialing', true);
// Written before cancel-at-period-end existed: schema v1 has no cancelAt. The union upcasts it.
const trialStartedV1 = stored(`payments/customer/${userId}`, {
  type: 'ClubSubscriptionChanged',
  schemaVersion: 1,
  data: {
    userId,
    subscriptionId: 'sub_1',
    stripeStatus: 'trialing',
    member: true,
    trialEndsAt: null,
    changedAt: earlier,
  },
});
const lapsed = subscription('canceled', false);
const changed = (previousStatus: 'NON_MEMBER' | 'MEMBER', status: 'NON_MEMBER' | 'MEMBER', at: string) => ({
  type: 'ClubStatusChanged',
  data: { userId, status, previousStatus, changedAt: at },
});
const member = [...registered, changed('NON_MEMBER', 'MEMBER', earlier)];

describe('the club membership following the subscription', () => {
  it('asks the user’s stream for the membership the subscription says', () =>
    given(trialStarted)
      .react(membershipFromSubscription)
      .then([
        {
          type: 'ChangeClubStatus',
          userId,
          data: { status: 'MEMBER' },
          metadata: { now: trialStarted.occurredAt },
        },
      ]));

  it('makes a registered person a member when their trial starts', () =>
    given(trialStarted)
      .react(membershipFromSubscription)
      .on({ [user]: registered })
      .then({ [user]: [changed('NON_MEMBER', 'MEMBER', trialStarted.occurredAt)] }));

  it('reads a subscription change written at schema v1 through the contracts’ upcaster', () =>
    given(trialStartedV1)
      .react(membershipFromSubscription)
      .on({ [user]: registered })
      .then({ [user]: [changed('NON_MEMBER', 'MEMBER', trialStartedV1.occurredAt)] }));

  it('ends the membership when the subscription lapses', () =>
    given(lapsed)
      .react(membershipFromSubscription)
      .on({ [user]: member })
      .then({ [user]: [changed('MEMBER', 'NON_MEMBER', lapsed.occurredAt)] }));

  it('changes nothing when the subscription says what the membership already is', () =>
    given(trialStarted)
      .react(membershipFromSubscription)
      .on({ [user]: member })
      .thenNothing());

  it('refuses to make a guest a member (the event is dead-lettered)', () =>
    given(trialStarted)
      .react(membershipFromSubscription)
      .on({ [user]: [registered[0] as IdentityEvent] })
      .thenThrows(IllegalStateError));
});
