import type { RedisProjection } from '@wine/platform/projections/projection';
import { userStream } from '../app/users/user-stream.ts';

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
  apply(stored) {
    const event = userStream.events.read(stored);
    switch (event.type) {
      case 'ClubStatusChanged':
        return [['SET', clubStatusKey(event.data.userId), event.data.status]];
      case 'GuestClaimed':
        return [['DEL', clubStatusKey(event.data.guestId)]];
      case 'PersonalDataErased':
        return [['DEL', clubStatusKey(event.data.userId)]];
      default:
        return [];
    }
  },
};
