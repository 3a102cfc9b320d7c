import { DomainError } from '@wine/platform/errors/domain-error';
import { userOf } from '@wine/platform/http/auth';
import type { Context } from 'hono';

/** The user id of a route's caller, proved by requireUser (guests included: they have tokens too). */
export function callerId(c: Context): string {
  const user = userOf(c);
  // requireUser ran, so this is a wiring bug; still a 401, never a 500 that hides it.
  if (!user) throw new DomainError('AUTH_REQUIRED', 'Authentication failed', 401);
  return user.userId;
}
