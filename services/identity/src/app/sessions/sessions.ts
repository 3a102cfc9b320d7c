import type { AuthSession } from '@wine/contracts/identity/auth-session';
import { AccountInactiveError, SessionEndedError } from '../../domain/identity-errors.ts';
import type { ActiveUser } from '../../domain/user/user.ts';
import type { IssuedRefreshToken } from '../../tokens/refresh-tokens.ts';
import type { IdentityServices } from '../identity-services.ts';
import { personalDataOf, userViewOf } from '../users/readable-user.ts';
import { readUser } from '../users/user-streams.ts';

/**
 * The user a session may be issued to: one that exists and that operations have not made
 * inactive. Sign-in asks it before a guest is claimed, so a refused sign-in moves nothing.
 */
export async function activeUser(services: IdentityServices, userId: string): Promise<ActiveUser> {
  const user = await readUser(services.store, userId);
  if (user.status !== 'active') throw new SessionEndedError();
  if (user.deactivatedAt !== null) throw new AccountInactiveError();
  return user;
}

async function sessionFor(
  services: IdentityServices,
  user: ActiveUser,
  refresh: IssuedRefreshToken,
): Promise<AuthSession> {
  const access = await services.signer.accessToken({
    userId: user.userId,
    isAnonymous: user.isAnonymous,
    sessionId: refresh.familyId,
  });
  const data = await personalDataOf(services.pool, services.pii, user);
  return {
    tokenType: 'Bearer',
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshToken: refresh.token,
    refreshTokenExpiresAt: refresh.expiresAt.toISOString(),
    user: userViewOf(user, data),
  };
}

/** A new sign-in session (a new refresh-token family) for a user who just proved who they are. */
export async function startSession(services: IdentityServices, userId: string): Promise<AuthSession> {
  const user = await activeUser(services, userId);
  const refresh = await services.refreshTokens.issue(services.pool, userId, services.clock());
  return sessionFor(services, user, refresh);
}

/** POST /api/auth/refresh: spends the refresh token for a new pair. */
export async function refreshSession(services: IdentityServices, refreshToken: string): Promise<AuthSession> {
  const rotation = await services.refreshTokens.rotate(refreshToken, services.clock());
  if (rotation.verdict === 'invalid') throw new SessionEndedError();
  if (rotation.verdict === 'reused') {
    await services.revokedSessions.revoke([rotation.familyId]);
    services.logger.warn(
      { userId: rotation.userId, sessionId: rotation.familyId },
      'refresh token replayed: session revoked',
    );
    throw new SessionEndedError();
  }
  return sessionFor(services, await activeUser(services, rotation.userId), rotation.next);
}

/** Sign-out: the session of the refresh token and of the bearer token, whichever are given. */
export async function signOut(
  services: IdentityServices,
  { refreshToken, sessionId }: { refreshToken?: string | undefined; sessionId?: string | undefined },
): Promise<void> {
  const now = services.clock();
  const sessions = sessionId ? [sessionId] : [];
  if (refreshToken) {
    const familyId = await services.refreshTokens.revokeFamilyOf(refreshToken, now);
    if (familyId) sessions.push(familyId);
  }
  await services.refreshTokens.revokeFamilies(services.pool, sessions, now);
  await services.revokedSessions.revoke(sessions);
}

/** Every session of the user, ended (a guest claimed or linked, an account erased). */
export async function endAllSessions(services: IdentityServices, userId: string): Promise<void> {
  const sessions = await services.refreshTokens.revokeUser(services.pool, userId, services.clock());
  await services.revokedSessions.revoke(sessions);
}
