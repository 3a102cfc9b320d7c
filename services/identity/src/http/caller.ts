import { DomainError } from '@wine/platform/errors/domain-error';
import { type AuthenticatedUser, userOf } from '@wine/platform/http/auth';
import type { Context } from 'hono';

/** The caller of a route behind requireUser. */
export function callerOf(c: Context): AuthenticatedUser {
  const user = userOf(c);
  // requireUser ran, so this is a wiring bug; still a 401, never a 500 that hides it.
  if (!user) throw new DomainError('AUTH_REQUIRED', 'Authentication failed', 401);
  return user;
}

/** Calls naming an appUserId act on the caller's own account only. */
export function checkSelf(caller: AuthenticatedUser, appUserId: string): void {
  if (caller.userId !== appUserId) {
    throw new DomainError('FORBIDDEN', 'You can only act on your own account', 403);
  }
}
