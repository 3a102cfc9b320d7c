import { userOf } from '@wine/platform/http/auth';
import type { Viewer } from '@wine/platform/http/viewer';
import type { Context } from 'hono';
import type { MemberStatusReader } from './member-status.ts';

/**
 * `viewerOf(c)` for other contexts (the catalog's port): a member only when the bearer token
 * proved a registered user whose club status is MEMBER. Needs optionalUser or requireUser to
 * have run on the request; without them every caller is a guest.
 */
export function memberViewer(members: MemberStatusReader): (c: Context) => Promise<Viewer> {
  return async (c) => {
    const user = userOf(c);
    if (!user || user.isAnonymous) return { isMember: false };
    return { isMember: await members.isMember(user.userId) };
  };
}
