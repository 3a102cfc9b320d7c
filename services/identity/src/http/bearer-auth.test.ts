import { randomUUID } from 'node:crypto';
import { type AuthenticatedUser, optionalUser, requireUser, userOf } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { currentContext } from '@wine/platform/observability/request-context';
import { describe, expect, it } from 'vitest';
import { derivedKey } from '../crypto/derived-key.ts';
import { TokenSigner } from '../tokens/token-signer.ts';

// The platform's requireUser/optionalUser driven by identity's token signer, with a
// revocation list in memory instead of Redis.
let now = new Date('2025-03-01T10:00:00.000Z');
const signer = new TokenSigner(derivedKey('unit-test-secret-0123456789abcdefghij', 'jwt-hs256'), () => now);
const revoked = new Set<string>();
const verifier = {
  async verify(token: string) {
    const user = await signer.verifyAccessToken(token);
    return user && !revoked.has(user.sessionId) ? user : null;
  },
};

const app = createApp({ name: 'auth-test' });
app.get('/optional', optionalUser(verifier), (c) => c.json({ user: userOf(c) ?? null }));
app.get('/required', requireUser(verifier), (c) =>
  c.json({ user: userOf(c), contextUserId: currentContext()?.userId }),
);

const get = async (path: string, authorization?: string) => {
  const response = await app.request(path, authorization ? { headers: { authorization } } : {});
  return { status: response.status, body: await response.json() };
};

const member: AuthenticatedUser = { userId: randomUUID(), isAnonymous: false, sessionId: randomUUID() };

describe('requireUser and optionalUser', () => {
  it('put the proved user in the context, and in the request context for logs and events', async () => {
    const { token } = await signer.accessToken(member);
    expect(await get('/required', `Bearer ${token}`)).toEqual({
      status: 200,
      body: { user: member, contextUserId: member.userId },
    });
    expect((await get('/optional', `Bearer ${token}`)).body).toEqual({ user: member });
  });

  it('let a call without a token through optionalUser only', async () => {
    expect(await get('/optional')).toEqual({ status: 200, body: { user: null } });
    expect(await get('/required')).toMatchObject({ status: 401, body: { error: { code: 'AUTH_REQUIRED' } } });
  });

  it('refuse a bad, expired or revoked token even where it is optional', async () => {
    const { token } = await signer.accessToken(member);
    expect((await get('/optional', 'Bearer not.a.token')).status).toBe(401);
    expect((await get('/optional', `Basic ${token}`)).status).toBe(401);
    const custom = await signer.customToken(member.userId);
    expect((await get('/optional', `Bearer ${custom.token}`)).status).toBe(401);

    const session = { ...member, sessionId: randomUUID() };
    const live = await signer.accessToken(session);
    revoked.add(session.sessionId);
    expect((await get('/required', `Bearer ${live.token}`)).status).toBe(401);

    now = new Date(now.getTime() + 15 * 60_000);
    expect((await get('/required', `Bearer ${token}`)).status).toBe(401);
  });
});
