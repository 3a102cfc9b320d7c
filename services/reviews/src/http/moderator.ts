import type { AppEnv } from '@wine/platform/http/app-env';
import { type AccessTokenVerifier, assertSignedIn, requireUser } from '@wine/platform/http/auth';
import { errorResponse } from '@wine/platform/http/error-response';
import type { MiddlewareHandler } from 'hono';
import type { ReviewReader } from '../read/review-reader.ts';

/**
 * For the moderation calls: a signed-in person (401 otherwise) whom identity made a review
 * moderator (StaffRoleGranted, followed by the reviews read model; 403 otherwise).
 */
export function moderatorsOnly(
  verifier: AccessTokenVerifier,
  reader: ReviewReader,
): MiddlewareHandler<AppEnv>[] {
  const moderator: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { userId } = assertSignedIn(c);
    if (!(await reader.isModerator(userId))) {
      return errorResponse(c, 403, 'FORBIDDEN', { message: 'Only a review moderator may do this' });
    }
    await next();
  };
  return [requireUser(verifier), moderator];
}
