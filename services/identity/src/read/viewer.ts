import { userOf } from '@wine/platform/http/auth';
import { GUEST, type Viewer } from '@wine/platform/http/viewer';
import type { Context } from 'hono';
import type { MemberStatusReader } from './member-status.ts';

/**
 * `viewerOf(c)` for other contexts (the catalog's port): signed in when the bearer token proved
 * a registered user, and a member only when that user's club status is MEMBER. Needs
 * optionalUser or requireUser to have run on the request; without them every caller is a guest.
 */
export function memberViewer(members: MemberStatusReader): (c: Context) => Promise<Viewer> {
  return async (c) => {
    const user = userOf(c);
    if (!user || user.isAnonymous) return GUEST;
    return { isMember: await members.isMember(user.userId), signedIn: true };
  };
}
