import type { ClubStatus } from '@wine/contracts/club-status';
import type { IdentityEvent } from '@wine/contracts/identity/identity-events';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { NoCurrentUserError, UserNotAnonymousError } from '../identity-errors.ts';
import type { UserCommand } from './user-commands.ts';
import { userDecider } from './user-decider.ts';

const { given } = specFor(userDecider);
const now = '2025-03-01T10:00:00.000Z';
const earlier = '2025-02-01T09:00:00.000Z';
const metadata = { now };
const userId = '0193a1b2-0000-7000-8000-000000000001';
const accountId = '0193a1b2-0000-7000-8000-000000000002';
const email = 'pii:v1:ZW1haWw';
const phone = 'pii:v1:cGhvbmU';
const name = 'pii:v1:bmFtZQ';

const started: IdentityEvent = { type: 'GuestStarted', data: { userId, startedAt: earlier } };
const registered: IdentityEvent[] = [
  { type: 'CredentialLinked', data: { userId, kind: 'email', value: email, linkedAt: earlier } },
  { type: 'UserRegistered', data: { userId, registeredAt: earlier } },
];
const statusChanged = (
  previousStatus: ClubStatus,
  status: ClubStatus,
  changedAt = earlier,
): IdentityEvent => ({
  type: 'ClubStatusChanged',
  data: { userId, status, previousStatus, changedAt },
});
const claimed: IdentityEvent = {
  type: 'GuestClaimed',
  data: { guestId: userId, userId: accountId, claimedAt: earlier },
};
const erased: IdentityEvent = { type: 'PersonalDataErased', data: { userId, erasedAt: earlier } };

const startGuest: UserCommand = { type: 'StartGuest', data: { userId }, metadata };
const link: UserCommand = { type: 'LinkCredential', data: { kind: 'phone', value: phone }, metadata };
const claimInto = (target: string): UserCommand => ({
  type: 'ClaimGuest',
  data: { userId: target },
  metadata,
});
const changeStatus = (status: ClubStatus): UserCommand => ({
  type: 'ChangeClubStatus',
  data: { status },
  metadata,
});
const signUp: UserCommand = {
  type: 'ProvideSignUpDetails',
  data: { name, email, phone, source: 'web' },
  metadata,
};
const erase: UserCommand = { type: 'ErasePersonalData', data: {}, metadata };

describe('a guest (spec section 4: anonymous sign-in)', () => {
  it('starts once; registering it again changes nothing', () => {
    given([])
      .when(startGuest)
      .then([{ type: 'GuestStarted', data: { userId, startedAt: now } }]);
    given([started]).when(startGuest).thenNothing();
  });

  it('cannot be registered again as anonymous once registered', () =>
    given([started, ...registered])
      .when(startGuest)
      .thenThrows(UserNotAnonymousError));

  it('cannot report itself registered before proving a credential', () =>
    given([started])
      .when({ type: 'ConfirmRegistered', data: {}, metadata })
      .thenThrows(IllegalStateError, 'Prove an email address or phone number first'));
});

describe('linking a credential (spec section 4)', () => {
  it('makes the guest registered under the same id', () =>
    given([started])
      .when(link)
      .then([
        { type: 'CredentialLinked', data: { userId, kind: 'phone', value: phone, linkedAt: now } },
        { type: 'UserRegistered', data: { userId, registeredAt: now } },
      ]));

  it('leaves a registered user that reports itself registered as it is', () =>
    given([started, ...registered])
      .when({ type: 'ConfirmRegistered', data: {}, metadata })
      .thenNothing());

  it('fails with custom/no-current-user when there is no user', () => {
    given([]).when(link).thenThrows(NoCurrentUserError);
    given([started, claimed]).when(link).thenThrows(NoCurrentUserError);
    given([started, erased]).when(link).thenThrows(NoCurrentUserError);
  });

  it('fails with custom/user-not-anonymous for a registered user', () =>
    given([started, ...registered])
      .when(link)
      .thenThrows(UserNotAnonymousError));
});

describe('a guest proving the credential of another account', () => {
  it('is claimed by that account', () =>
    given([started])
      .when(claimInto(accountId))
      .then([{ type: 'GuestClaimed', data: { guestId: userId, userId: accountId, claimedAt: now } }]));

  it('can do nothing more once claimed', () => {
    given([started, claimed]).when(claimInto(accountId)).thenThrows(NoCurrentUserError);
    given([started, claimed]).when(changeStatus('APPLIED')).thenThrows(NotFoundError);
  });

  it('is never a registered user, nor itself', () => {
    given([started, ...registered])
      .when(claimInto(accountId))
      .thenThrows(UserNotAnonymousError);
    given([started]).when(claimInto(userId)).thenThrows(IllegalStateError);
  });
});

describe('sign-up details', () => {
  it('are kept, encrypted, on the guest until a credential proves the e-mail', () =>
    given([started])
      .when(signUp)
      .then([
        {
          type: 'SignUpDetailsProvided',
          data: { userId, name, email, phone, source: 'web', providedAt: now },
        },
      ]));

  it('are for guests only', () =>
    given([started, ...registered])
      .when(signUp)
      .thenThrows(UserNotAnonymousError));
});

describe('collectors club status', () => {
  it('starts as NON_MEMBER and takes an application', () =>
    given([started])
      .when(changeStatus('APPLIED'))
      .then([statusChanged('NON_MEMBER', 'APPLIED', now)]));

  it('makes a registered applicant a member, or declines them', () => {
    given([started, ...registered, statusChanged('NON_MEMBER', 'APPLIED')])
      .when(changeStatus('MEMBER'))
      .then([statusChanged('APPLIED', 'MEMBER', now)]);
    given([started, statusChanged('NON_MEMBER', 'APPLIED')])
      .when(changeStatus('NON_MEMBER'))
      .then([statusChanged('APPLIED', 'NON_MEMBER', now)]);
  });

  it('lets a registered user join directly and a member leave', () => {
    given([started, ...registered])
      .when(changeStatus('MEMBER'))
      .then([statusChanged('NON_MEMBER', 'MEMBER', now)]);
    given([started, ...registered, statusChanged('NON_MEMBER', 'MEMBER')])
      .when(changeStatus('NON_MEMBER'))
      .then([statusChanged('MEMBER', 'NON_MEMBER', now)]);
  });

  it('refuses membership to a guest', () =>
    given([started, statusChanged('NON_MEMBER', 'APPLIED')])
      .when(changeStatus('MEMBER'))
      .thenThrows(IllegalStateError, 'Only a registered user can become a member'));

  it('refuses an application from a member', () =>
    given([started, ...registered, statusChanged('NON_MEMBER', 'MEMBER')])
      .when(changeStatus('APPLIED'))
      .thenThrows(IllegalStateError, 'Club status cannot change from MEMBER to APPLIED'));

  it('changes nothing when the status is the same', () =>
    given([started, statusChanged('NON_MEMBER', 'APPLIED')])
      .when(changeStatus('APPLIED'))
      .thenNothing());

  it('needs a user', () =>
    given([]).when(changeStatus('APPLIED')).thenThrows(NotFoundError, 'User not found'));
});

describe('the account', () => {
  it('saves the profile, keeping what is omitted', () =>
    given([
      started,
      {
        type: 'SignUpDetailsProvided',
        data: { userId, name, email, phone, source: 'web', providedAt: earlier },
      },
    ])
      .when({ type: 'SaveCustomerProfile', data: { pricePreference: 'RANGE_20_40' }, metadata })
      .then([
        {
          type: 'CustomerProfileSaved',
          data: { userId, name, phone, pricePreference: 'RANGE_20_40', savedAt: now },
        },
      ]));

  it('saves notification preferences, off until the person turns them on', () => {
    const channels = { email: true, sms: false, push: false };
    const preferences = { ...channels, nextDrop: false, backInStock: false, hotSwapDeals: false };
    given([started])
      .when({ type: 'SaveNotificationPreferences', data: { preferences: channels }, metadata })
      .then([{ type: 'NotificationPreferencesSaved', data: { userId, preferences, savedAt: now } }]);
    given([started])
      .when({
        type: 'SaveNotificationPreferences',
        data: { preferences: { email: false, sms: false, push: false } },
        metadata,
      })
      .thenNothing();
  });

  it('turns one kind of message on or off and keeps everything the change leaves out', () => {
    const allOff = {
      email: false,
      sms: false,
      push: false,
      nextDrop: false,
      backInStock: false,
      hotSwapDeals: false,
    };
    const saved = (preferences: typeof allOff): IdentityEvent => ({
      type: 'NotificationPreferencesSaved',
      data: { userId, preferences, savedAt: earlier },
    });
    given([started, saved({ ...allOff, email: true })])
      .when({ type: 'SaveNotificationPreferences', data: { preferences: { backInStock: true } }, metadata })
      .then([
        {
          type: 'NotificationPreferencesSaved',
          data: { userId, preferences: { ...allOff, email: true, backInStock: true }, savedAt: now },
        },
      ]);
    given([started, saved({ ...allOff, backInStock: true })])
      .when({ type: 'SaveNotificationPreferences', data: { preferences: { backInStock: true } }, metadata })
      .thenNothing();
  });

  it('erases personal data once, and then refuses everything', () => {
    given([started, ...registered])
      .when(erase)
      .then([{ type: 'PersonalDataErased', data: { userId, erasedAt: now } }]);
    given([started, erased]).when(erase).thenNothing();
    given([started, erased])
      .when({ type: 'SaveCustomerProfile', data: { name }, metadata })
      .thenThrows(NotFoundError);
  });
});

describe('an account operations make inactive', () => {
  const deactivate: UserCommand = {
    type: 'DeactivateAccount',
    data: { reason: 'payment dispute' },
    metadata,
  };
  const reactivate: UserCommand = { type: 'ReactivateAccount', data: {}, metadata };
  const deactivated: IdentityEvent = {
    type: 'AccountDeactivated',
    data: { userId, reason: 'payment dispute', deactivatedAt: earlier },
  };

  it('is made inactive once, however often operations ask', () => {
    given([started, ...registered])
      .when(deactivate)
      .then([
        { type: 'AccountDeactivated', data: { userId, reason: 'payment dispute', deactivatedAt: now } },
      ]);
    given([started, ...registered, deactivated])
      .when(deactivate)
      .thenNothing();
  });

  it('is made active again, and an active one is left as it is', () => {
    given([started, ...registered, deactivated])
      .when(reactivate)
      .then([{ type: 'AccountReactivated', data: { userId, reactivatedAt: now } }]);
    given([started, ...registered])
      .when(reactivate)
      .thenNothing();
  });

  it('needs an account that still exists', () =>
    given([started, erased]).when(deactivate).thenThrows(NotFoundError));
});

describe('a staff role (npm run staff)', () => {
  const grant: UserCommand = { type: 'GrantStaffRole', data: { role: 'review-moderator' }, metadata };
  const revoke: UserCommand = { type: 'RevokeStaffRole', data: { role: 'review-moderator' }, metadata };
  const granted: IdentityEvent = {
    type: 'StaffRoleGranted',
    data: { userId, role: 'review-moderator', grantedAt: earlier },
  };

  it('is granted to a registered account, once', () => {
    given([started, ...registered])
      .when(grant)
      .then([{ type: 'StaffRoleGranted', data: { userId, role: 'review-moderator', grantedAt: now } }]);
    given([started, ...registered, granted])
      .when(grant)
      .thenNothing();
  });

  it('is never granted to a guest, who proves no one', () =>
    given([started])
      .when(grant)
      .thenThrows(IllegalStateError, 'Only a registered user can hold a staff role'));

  it('is taken back, once', () => {
    given([started, ...registered, granted])
      .when(revoke)
      .then([{ type: 'StaffRoleRevoked', data: { userId, role: 'review-moderator', revokedAt: now } }]);
    given([started, ...registered])
      .when(revoke)
      .thenNothing();
  });

  it('goes with an erased account, which can hold nothing', () =>
    given([started, ...registered, granted, erased])
      .when(grant)
      .thenThrows(NotFoundError));
});
