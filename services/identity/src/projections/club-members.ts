import {
  ClubStatusChanged,
  GuestClaimed,
  PersonalDataErased,
} from '@wine/contracts/identity/identity-events';
import type { RedisProjection } from '@wine/platform/projections/projection';

export const CLUB_MEMBERS = 'identity-club-members';

/** The key of a user's club status inside the read model's live namespace. */
export const clubStatusKey = (userId: string) => `status:${userId}`;

/**
 * Each user's collectors club status, for the member check and the member price (spec
 * section 6: "server member check returns isMember"). A closed guest or erased person has none.
 */
export const clubMembersProjection: RedisProjection = {
  kind: 'redis',
  name: CLUB_MEMBERS,
  contexts: ['identity'],
  handles: ['ClubStatusChanged', 'GuestClaimed', 'PersonalDataErased'],
  apply(event) {
    switch (event.type) {
      case 'ClubStatusChanged': {
        const { userId, status } = ClubStatusChanged.shape.data.parse(event.data);
        return [['SET', clubStatusKey(userId), status]];
      }
      case 'GuestClaimed':
        return [['DEL', clubStatusKey(GuestClaimed.shape.data.parse(event.data).guestId)]];
      case 'PersonalDataErased':
        return [['DEL', clubStatusKey(PersonalDataErased.shape.data.parse(event.data).userId)]];
      default:
        return [];
    }
  },
};
