import type { IdentityEvent } from '@wine/contracts/identity/identity-events';
import { given, stored } from '@wine/platform/testing/workflow-spec';
import { describe, it } from 'vitest';
import { userStreamId } from '../domain/user/user-stream.ts';
import { preferencesFromUnsubscribe } from './preferences-from-unsubscribe.ts';

const userId = '0193a1b2-0000-7000-8000-000000000002';
const user = userStreamId(userId);
const earlier = '2025-02-01T09:00:00.000Z';
const later = '2025-02-03T09:00:00.000Z';
const allOff = {
  email: false,
  sms: false,
  push: false,
  nextDrop: false,
  backInStock: false,
  hotSwapDeals: false,
};
const optedIn: IdentityEvent[] = [
  { type: 'GuestStarted', data: { userId, startedAt: earlier } },
  {
    type: 'NotificationPreferencesSaved',
    data: {
      userId,
      preferences: { ...allOff, email: true, backInStock: true, nextDrop: true },
      savedAt: earlier,
    },
  },
];
const unsubscribed = stored(`messaging/customer/${userId}`, {
  type: 'MessagesUnsubscribed',
  data: { userId, kind: 'backInStock', unsubscribedAt: later },
});

describe('a kind turned off from a mail’s link', () => {
  it('is turned off in the person’s preferences, the rest kept', () =>
    given(unsubscribed)
      .react(preferencesFromUnsubscribe)
      .on({ [user]: optedIn })
      .then({
        [user]: [
          {
            type: 'NotificationPreferencesSaved',
            data: { userId, preferences: { ...allOff, email: true, nextDrop: true }, savedAt: later },
          },
        ],
      }));

  it('changes nothing when the kind is off already', () =>
    given(unsubscribed)
      .react(preferencesFromUnsubscribe)
      .on({ [user]: [optedIn[0] as IdentityEvent] })
      .thenNothing());

  it('changes nothing for an account that is gone', () =>
    given(unsubscribed)
      .react(preferencesFromUnsubscribe)
      .on({ [user]: [...optedIn, { type: 'PersonalDataErased', data: { userId, erasedAt: earlier } }] })
      .thenNothing());
});
