import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { AuthSession } from '@wine/contracts/identity/auth-session';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminClient } from '../api/admin-client.ts';
import { type RecordedRequest, sendJson, startHttpTestServer } from '../api/http-test-server.ts';
import { SessionManager } from './session-manager.ts';
import type { SessionStore } from './session-store.ts';

const NOW = Date.parse('2025-03-10T10:00:00.000Z');
const MINUTE = 60_000;

function session(
  userId: string,
  n: number,
  { isAnonymous = true, isMember = false, expiresInMs = 15 * MINUTE } = {},
): AuthSession {
  return {
    tokenType: 'Bearer',
    accessToken: `access-${n}`,
    accessTokenExpiresAt: new Date(NOW + expiresInMs).toISOString(),
    refreshToken: `refresh-${n}-${'x'.repeat(24)}`,
    refreshTokenExpiresAt: new Date(NOW + 30 * 24 * 60 * MINUTE).toISOString(),
    user: {
      id: userId,
      email: isAnonymous ? null : 'ann@example.com',
      displayName: isAnonymous ? 'User' : 'ann',
      isMember,
      membershipTier: isMember ? 'premium' : 'basic',
      joinDate: new Date(NOW).toISOString(),
      isAnonymous,
    },
  };
}

/**
 * Identity as far as sessions go: refresh tokens work once (a replay ends the session, as
 * identity's does), access tokens are valid until replaced, and answers come after a moment so
 * concurrent callers really overlap.
 */
async function fakeIdentity(opts: { registerFails?: boolean; guestFailures?: number } = {}) {
  let issued = 0;
  let guestFailures = opts.guestFailures ?? 0;
  const live = new Map<string, AuthSession>();
  const validAccess = new Set<string>();
  const members = new Set<string>();
  const issue = (userId: string, isAnonymous = true) => {
    const next = session(userId, ++issued, { isAnonymous, isMember: members.has(userId) });
    live.set(next.refreshToken, next);
    validAccess.add(next.accessToken);
    return next;
  };
  const later = (res: ServerResponse, status: number, body?: unknown) =>
    setTimeout(() => (body === undefined ? res.writeHead(status).end() : sendJson(res, status, body)), 20);

  const server = await startHttpTestServer((req: RecordedRequest, res) => {
    const body = req.body ? JSON.parse(req.body) : undefined;
    const bearer = req.headers.authorization?.replace('Bearer ', '');
    if (req.url === '/api/auth/anonymous') {
      if (guestFailures-- > 0) return later(res, 503, { error: 'down' });
      return later(res, 201, issue(randomUUID()));
    }
    if (req.url === '/api/auth/refresh') {
      const old = live.get(body.refreshToken);
      if (!old)
        return later(res, 401, { error: { code: 'AUTH_REQUIRED', message: 'Your session has ended.' } });
      live.delete(body.refreshToken);
      validAccess.delete(old.accessToken);
      return later(res, 200, issue(old.user.id, old.user.isAnonymous));
    }
    if (req.url === '/api/auth/user') {
      return opts.registerFails ? later(res, 503, { error: 'down' }) : later(res, 200, body);
    }
    if (req.url === '/api/auth/sign-out') {
      live.delete(body.refreshToken);
      return later(res, 204);
    }
    return bearer && validAccess.has(bearer)
      ? later(res, 200, { ok: true })
      : later(res, 401, { error: { code: 'AUTH_REQUIRED', message: 'Authentication failed' } });
  });
  return {
    ...server,
    issue,
    /** Revokes an access token as sign-out elsewhere would, leaving its refresh token usable. */
    revoke: (accessToken: string) => validAccess.delete(accessToken),
    /** The club makes someone a member: their next session answer says so. */
    makeMember: (userId: string) => members.add(userId),
    paths: () => server.requests.map((r) => r.url),
  };
}

function memoryStore(initial?: AuthSession): SessionStore & { value: AuthSession | undefined } {
  return {
    value: initial,
    load() {
      return this.value;
    },
    save(next) {
      this.value = next;
    },
  };
}

type FakeIdentity = Awaited<ReturnType<typeof fakeIdentity>>;
let identity: FakeIdentity | undefined;
afterEach(async () => {
  await identity?.close();
  identity = undefined;
});

const quiet = () => {
  const logged: string[] = [];
  return { logged, log: (message: string) => void logged.push(message) };
};
const managerFor = (server: FakeIdentity, store: SessionStore, log = quiet().log) =>
  new SessionManager({ store, baseUrl: server.url, now: () => NOW, log });
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('the stored session', () => {
  it('is read when first asked for, not when the manager is made (as the first script loads)', () => {
    const stored = session(randomUUID(), 1, { isAnonymous: false });
    let reads = 0;
    const load = () => {
      reads++;
      return stored;
    };
    const manager = new SessionManager({ store: { load, save: () => undefined }, now: () => NOW });
    expect(reads).toBe(0);
    expect(manager.snapshot().session).toEqual(stored);
    expect(manager.snapshot().session?.user.displayName).toBe('ann');
    expect(reads).toBe(1);
  });
});

describe('the first visit', () => {
  it('starts one guest for all the calls that need a token, and registers it in the backend', async () => {
    identity = await fakeIdentity();
    const store = memoryStore();
    const manager = managerFor(identity, store);

    const tokens = await Promise.all(Array.from({ length: 5 }, () => manager.accessToken()));

    expect(new Set(tokens)).toEqual(new Set(['access-1']));
    expect(store.value?.user.isAnonymous).toBe(true);
    await waitFor(() => identity?.paths().includes('/api/auth/user') ?? false);
    expect(identity.paths().filter((p) => p === '/api/auth/anonymous')).toHaveLength(1);
    const register = identity.requests.find((r) => r.url === '/api/auth/user');
    expect(JSON.parse(register?.body ?? '')).toEqual({ appUserId: store.value?.user.id, isAnonymous: true });
    expect(register?.headers.authorization).toBe('Bearer access-1');
  });

  it('only logs a failed registration, and carries on with the guest', async () => {
    identity = await fakeIdentity({ registerFails: true });
    const { logged, log } = quiet();
    const manager = managerFor(identity, memoryStore(), log);

    expect(await manager.accessToken()).toBe('access-1');
    await waitFor(() => logged.includes('Could not register the guest'));
    expect(manager.snapshot().session?.accessToken).toBe('access-1');
  });
});

describe("starting the guest when identity is down: the shell's retry back-off", () => {
  it('tries again after 1 s, then 2 s (±50 %), until the guest arrives, with no call asking', async () => {
    identity = await fakeIdentity({ guestFailures: 2 });
    const waits: number[] = [];
    const manager = new SessionManager({
      store: memoryStore(),
      baseUrl: identity.url,
      now: () => NOW,
      log: quiet().log,
      schedule: (work, ms) => {
        waits.push(ms);
        setTimeout(work, 0);
      },
    });

    expect(await manager.accessToken()).toBeUndefined();
    await waitFor(() => manager.snapshot().session !== undefined);

    expect(manager.snapshot().session?.user.isAnonymous).toBe(true);
    expect(identity.paths().filter((p) => p === '/api/auth/anonymous')).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1500);
    expect(waits[1]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeLessThanOrEqual(3000);
  });
});

describe('an access token about to expire', () => {
  it('is refreshed once however many calls want it at the same moment', async () => {
    identity = await fakeIdentity();
    const stale = identity.issue(randomUUID(), false);
    const store = memoryStore({ ...stale, accessTokenExpiresAt: new Date(NOW + 10_000).toISOString() });
    const manager = managerFor(identity, store);

    const tokens = await Promise.all(Array.from({ length: 8 }, () => manager.accessToken()));

    expect(new Set(tokens)).toEqual(new Set(['access-2']));
    expect(identity.paths()).toEqual(['/api/auth/refresh']);
    expect(store.value?.refreshToken).toMatch(/^refresh-2-/);
    // Still the same person: a refresh is not a sign-in.
    expect(store.value?.user).toEqual(stale.user);
  });
});

describe('a session refreshed on purpose', () => {
  it('renews once, however many ask, and takes the user as the answer has it now', async () => {
    identity = await fakeIdentity();
    const account = identity.issue(randomUUID(), false);
    const store = memoryStore(account);
    const manager = managerFor(identity, store);
    identity.makeMember(account.user.id);

    await Promise.all([manager.refresh(), manager.refresh()]);

    expect(identity.paths()).toEqual(['/api/auth/refresh']);
    expect(manager.snapshot().session?.user).toMatchObject({ id: account.user.id, isMember: true });
    expect(await manager.accessToken()).toBe('access-2');
  });
});

describe('a call refused with 401', () => {
  it('refreshes once for all the calls refused together, and each retries once', async () => {
    identity = await fakeIdentity();
    const signedIn = identity.issue(randomUUID(), false);
    identity.revoke(signedIn.accessToken);
    const manager = managerFor(identity, memoryStore(signedIn));
    const client = createAdminClient({
      baseUrl: identity.url,
      getToken: () => manager.accessToken(),
      renewToken: (rejected) => manager.renew(rejected),
    });

    const answers = await Promise.all(Array.from({ length: 4 }, () => client.get('/api/wishlist')));

    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ ok: true })));
    expect(identity.paths().filter((p) => p === '/api/auth/refresh')).toHaveLength(1);
    expect(identity.paths().filter((p) => p === '/api/wishlist')).toHaveLength(8);
  });

  it('starts a new guest when the refresh is refused too: the session is over', async () => {
    identity = await fakeIdentity();
    const ended = session(randomUUID(), 99, { isAnonymous: false });
    const store = memoryStore(ended);
    const manager = managerFor(identity, store);

    expect(await manager.renew(ended.accessToken)).toBe('access-1');
    expect(identity.paths().slice(0, 2)).toEqual(['/api/auth/refresh', '/api/auth/anonymous']);
    expect(store.value?.user.isAnonymous).toBe(true);
    expect(store.value?.user.id).not.toBe(ended.user.id);
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    identity = await fakeIdentity();
    const signedIn = session(randomUUID(), 1, { isAnonymous: false, expiresInMs: 0 });
    const { url } = identity;
    await identity.close();
    identity = undefined;
    const store = memoryStore(signedIn);
    const manager = new SessionManager({ store, baseUrl: url, now: () => NOW, log: quiet().log });

    expect(await manager.accessToken()).toBeUndefined();
    expect(store.value).toEqual(signedIn);
  });
});

describe('signing in and out', () => {
  it('does not let a renewal that was on its way undo a sign-in', async () => {
    identity = await fakeIdentity();
    const guest = identity.issue(randomUUID());
    const manager = managerFor(
      identity,
      memoryStore({ ...guest, accessTokenExpiresAt: new Date(NOW).toISOString() }),
    );
    const signedIn = session(randomUUID(), 50, { isAnonymous: false });

    const renewing = manager.accessToken();
    manager.adopt(signedIn);
    await renewing;

    expect(manager.snapshot().session).toEqual(signedIn);
    expect(await manager.accessToken()).toBe('access-50');
  });

  it('signs out on the server with the refresh token, then starts a new guest', async () => {
    identity = await fakeIdentity();
    const signedIn = identity.issue(randomUUID(), false);
    const store = memoryStore(signedIn);
    const manager = managerFor(identity, store);
    const seen: (string | undefined)[] = [];
    manager.subscribe(() => seen.push(manager.snapshot().session?.user.id));

    await manager.signOut();

    const signOut = identity.requests.find((r) => r.url === '/api/auth/sign-out');
    expect(JSON.parse(signOut?.body ?? '')).toEqual({ refreshToken: signedIn.refreshToken });
    expect(signOut?.headers.authorization).toBe(`Bearer ${signedIn.accessToken}`);
    expect(store.value?.user.isAnonymous).toBe(true);
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe(store.value?.user.id);
  });
});

describe('another tab', () => {
  it('is followed when it renews first: its session is taken, not refreshed again', async () => {
    identity = await fakeIdentity();
    const first = identity.issue(randomUUID(), false);
    const store = memoryStore({ ...first, accessTokenExpiresAt: new Date(NOW).toISOString() });
    const manager = managerFor(identity, store);
    // The other tab renewed while this one waited for the lock.
    store.value = identity.issue(first.user.id, false);

    expect(await manager.accessToken()).toBe('access-2');
    expect(identity.paths()).toEqual([]);
  });
});
