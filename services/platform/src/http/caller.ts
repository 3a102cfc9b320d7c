import type { Context } from 'hono';
import { DomainError } from '../errors/domain-error.ts';
import { type AuthenticatedUser, userOf } from './auth.ts';

/** The caller of a route behind requireUser (guests included: they have tokens too). */
export function callerOf(c: Context): AuthenticatedUser {
  const user = userOf(c);
  // requireUser ran, so this is a wiring bug; still a 401, never a 500 that hides it.
  if (!user) throw new DomainError('AUTH_REQUIRED', 'Authentication failed', 401);
  return user;
}

/** The user id of a route's caller, proved by requireUser. */
export const callerId = (c: Context): string => callerOf(c).userId;
