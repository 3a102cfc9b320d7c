import { DomainError } from '@wine/platform/errors/domain-error';
import type { AuthenticatedUser } from '@wine/platform/http/auth';

/** Calls naming an appUserId act on the caller's own account only. */
export function checkSelf(caller: AuthenticatedUser, appUserId: string): void {
  if (caller.userId !== appUserId) {
    throw new DomainError('FORBIDDEN', 'You can only act on your own account', 403);
  }
}
