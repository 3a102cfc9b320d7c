import type { IdentityEvent } from '@wine/contracts/identity/identity-events';
import type { Decider } from '@wine/platform/domain/decider';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { NoCurrentUserError, UserNotAnonymousError } from '../identity-errors.ts';
import { canChangeClubStatus } from './club-status-transitions.ts';
import { type ActiveUser, noNotifications, type User } from './user.ts';
import type { UserCommand } from './user-commands.ts';

/** The fields a partial change sets (an omitted or undefined one is not a change). */
const definedOnly = <T extends object>(change: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<T>;

function active(state: User): ActiveUser {
  if (state.status !== 'active') throw new NotFoundError('User not found');
  return state;
}

/** The user a credential may be linked to: an anonymous guest (spec section 4, linking). */
function guest(state: User): ActiveUser {
  if (state.status !== 'active') throw new NoCurrentUserError();
  if (!state.isAnonymous) throw new UserNotAnonymousError();
  return state;
}

function decide(command: UserCommand, state: User): IdentityEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'StartGuest': {
      if (state.status === 'none') {
        return [{ type: 'GuestStarted', data: { userId: command.data.userId, startedAt: now } }];
      }
      guest(state);
      return [];
    }
    case 'ConfirmRegistered': {
      const user = active(state);
      if (user.isAnonymous) throw new IllegalStateError('Prove an email address or phone number first');
      return [];
    }
    case 'LinkCredential': {
      const { userId } = guest(state);
      return [
        { type: 'CredentialLinked', data: { userId, ...command.data, linkedAt: now } },
        { type: 'UserRegistered', data: { userId, registeredAt: now } },
      ];
    }
    case 'ClaimGuest': {
      const { userId: guestId } = guest(state);
      if (command.data.userId === guestId) throw new IllegalStateError('A guest cannot claim itself');
      return [{ type: 'GuestClaimed', data: { guestId, userId: command.data.userId, claimedAt: now } }];
    }
    case 'ProvideSignUpDetails': {
      active(state);
      const { userId } = guest(state);
      return [{ type: 'SignUpDetailsProvided', data: { userId, ...command.data, providedAt: now } }];
    }
    case 'ChangeClubStatus': {
      const user = active(state);
      const { status } = command.data;
      if (status === user.clubStatus) return [];
      if (!canChangeClubStatus(user.clubStatus, status)) {
        throw new IllegalStateError(`Club status cannot change from ${user.clubStatus} to ${status}`);
      }
      if (status === 'MEMBER' && user.isAnonymous) {
        throw new IllegalStateError('Only a registered user can become a member');
      }
      return [
        {
          type: 'ClubStatusChanged',
          data: { userId: user.userId, status, previousStatus: user.clubStatus, changedAt: now },
        },
      ];
    }
    case 'SaveCustomerProfile': {
      const { userId, profile } = active(state);
      const {
        name = profile.name,
        phone = profile.phone,
        pricePreference = profile.pricePreference,
      } = command.data;
      return [{ type: 'CustomerProfileSaved', data: { userId, name, phone, pricePreference, savedAt: now } }];
    }
    case 'SaveNotificationPreferences': {
      const { userId, notificationPreferences } = active(state);
      // What the command leaves out keeps its value (a link that turns one kind off, an older client).
      const preferences = { ...notificationPreferences, ...definedOnly(command.data.preferences) };
      const unchanged = (Object.keys(preferences) as (keyof typeof preferences)[]).every(
        (k) => preferences[k] === notificationPreferences[k],
      );
      if (unchanged) return [];
      return [{ type: 'NotificationPreferencesSaved', data: { userId, preferences, savedAt: now } }];
    }
    case 'ErasePersonalData': {
      // A claimed guest's key went at the claim: there is nothing of theirs left to erase.
      if (state.status === 'claimed' || state.status === 'erased') return [];
      const { userId } = active(state);
      return [{ type: 'PersonalDataErased', data: { userId, erasedAt: now } }];
    }
    case 'DeactivateAccount': {
      const user = active(state);
      if (user.deactivatedAt !== null) return [];
      const { reason } = command.data;
      return [{ type: 'AccountDeactivated', data: { userId: user.userId, reason, deactivatedAt: now } }];
    }
    case 'ReactivateAccount': {
      const user = active(state);
      if (user.deactivatedAt === null) return [];
      return [{ type: 'AccountReactivated', data: { userId: user.userId, reactivatedAt: now } }];
    }
    case 'GrantStaffRole': {
      const user = active(state);
      const { role } = command.data;
      // A guest proves no one: a role must belong to a person who signs in as themselves.
      if (user.isAnonymous) throw new IllegalStateError('Only a registered user can hold a staff role');
      if (user.staffRoles.includes(role)) return [];
      return [{ type: 'StaffRoleGranted', data: { userId: user.userId, role, grantedAt: now } }];
    }
    case 'RevokeStaffRole': {
      const user = active(state);
      const { role } = command.data;
      if (!user.staffRoles.includes(role)) return [];
      return [{ type: 'StaffRoleRevoked', data: { userId: user.userId, role, revokedAt: now } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: User, event: IdentityEvent): User {
  if (event.type === 'GuestStarted') {
    return {
      status: 'active',
      userId: event.data.userId,
      isAnonymous: true,
      startedAt: event.data.startedAt,
      registeredAt: null,
      credentials: {},
      profile: { name: null, email: null, phone: null, pricePreference: null },
      notificationPreferences: noNotifications,
      clubStatus: 'NON_MEMBER',
      deactivatedAt: null,
      staffRoles: [],
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'CredentialLinked':
      return { ...state, credentials: { ...state.credentials, [event.data.kind]: event.data.value } };
    case 'UserRegistered':
      return { ...state, isAnonymous: false, registeredAt: event.data.registeredAt };
    case 'SignUpDetailsProvided': {
      const { name, email, phone } = event.data;
      return { ...state, profile: { ...state.profile, name, email, phone } };
    }
    case 'CustomerProfileSaved': {
      const { name, phone, pricePreference } = event.data;
      return { ...state, profile: { ...state.profile, name, phone, pricePreference } };
    }
    case 'NotificationPreferencesSaved':
      return { ...state, notificationPreferences: event.data.preferences };
    case 'ClubStatusChanged':
      return { ...state, clubStatus: event.data.status };
    case 'GuestClaimed':
      return { status: 'claimed', userId: state.userId, claimedBy: event.data.userId };
    case 'PersonalDataErased':
      return { status: 'erased', userId: state.userId };
    case 'AccountDeactivated':
      return { ...state, deactivatedAt: event.data.deactivatedAt };
    case 'AccountReactivated':
      return { ...state, deactivatedAt: null };
    case 'StaffRoleGranted':
      return { ...state, staffRoles: [...state.staffRoles, event.data.role] };
    case 'StaffRoleRevoked':
      return { ...state, staffRoles: state.staffRoles.filter((role) => role !== event.data.role) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const userDecider: Decider<UserCommand, User, IdentityEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
