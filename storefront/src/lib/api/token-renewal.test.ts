import { signInRequiredDetails } from '@wine/contracts/errors';
import { describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';
import { authCodeOf } from './auth-code.ts';
import { failureOf, sendJson, serverPerTest, type TestServer } from './http-test-server.ts';
import { createMainClient } from './main-client.ts';

const startServer = serverPerTest();
let server: TestServer | undefined;

// Accepts only 'fresh'; anything else is the 401 identity answers for a stale token.
const acceptsFreshOnly = () =>
  startServer((req, res) =>
    req.headers.authorization === 'Bearer fresh'
      ? sendJson(res, 200, { ok: true })
      : sendJson(res, 401, { error: { code: 'AUTH_REQUIRED', message: 'Authentication failed' } }),
  );

describe('a call whose token is refused', () => {
  it('renews the token once and retries with the new one (admin client)', async () => {
    server = await acceptsFreshOnly();
    const rejected: (string | undefined)[] = [];
    const client = createAdminClient({
      baseUrl: server.url,
      getToken: () => 'stale',
      renewToken: async (token) => {
        rejected.push(token);
        return 'fresh';
      },
    });

    await expect(client.get('/api/wishlist')).resolves.toEqual({ ok: true });
    expect(rejected).toEqual(['stale']);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('renews the token once and retries with the new one (main client)', async () => {
    server = await acceptsFreshOnly();
    const client = createMainClient({
      baseUrl: server.url,
      getToken: () => 'stale',
      renewToken: async () => 'fresh',
    });

    await expect(client.call('getUserData', undefined, { method: 'GET' })).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after one retry, and when there is no new token', async () => {
    server = await acceptsFreshOnly();
    let renewals = 0;
    const client = createAdminClient({
      baseUrl: server.url,
      getToken: () => 'stale',
      renewToken: async () => {
        renewals++;
        return renewals === 1 ? 'also-stale' : undefined;
      },
    });

    expect(await failureOf(client.get('/api/wishlist'))).toMatchObject({
      code: 'AUTH_REQUIRED',
      status: 401,
    });
    expect(renewals).toBe(1);
    expect(server.requests).toHaveLength(2);
    expect(await failureOf(client.get('/api/wishlist'))).toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(3);
  });
});

describe('a sign-in refused for a wrong code', () => {
  it('is not retried, and keeps the authCode the texts are chosen by', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 401, {
        error: {
          code: 'AUTH_REQUIRED',
          message: 'Invalid verification code. Please try again.',
          details: { authCode: 'auth/invalid-credential' },
        },
        errorMessage: 'Invalid verification code. Please try again.',
      }),
    );
    let renewals = 0;
    const client = createAdminClient({
      baseUrl: server.url,
      getToken: () => 'guest',
      renewToken: async () => {
        renewals++;
        return 'fresh';
      },
    });

    const error = await failureOf(
      client.post('/api/auth/link', { body: { email: 'a@b.co', code: 'ABCDEFGH' } }),
    );

    expect(renewals).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(error.message).toBe('Invalid verification code. Please try again.');
    expect(authCodeOf(error)).toBe('auth/invalid-credential');
  });
});

describe("a guest's good token refused what is for signed-in people (issue 36, rule 10)", () => {
  it('is not renewed nor sent again: the answer would be the same', async () => {
    server = await startServer((_req, res) =>
      sendJson(res, 401, {
        error: { code: 'AUTH_REQUIRED', message: 'Authentication failed', details: signInRequiredDetails },
      }),
    );
    let renewals = 0;
    const client = createMainClient({
      baseUrl: server.url,
      getToken: () => 'guest',
      renewToken: async () => {
        renewals++;
        return 'another';
      },
    });
    await expect(client.call('getDropsV2', undefined, { method: 'GET' })).rejects.toMatchObject({
      status: 401,
    });
    expect(renewals).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});
