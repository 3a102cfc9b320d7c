import { signUpMessages } from '@wine/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

let t: IdentityTestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createIdentityTestApp();
  const guest = await t.guest();
  token = guest.accessToken;
  userId = guest.user.id;
});
afterAll(() => t.close());

const noStack = (text: string) => {
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/);
  expect(text).not.toContain('stack');
};

// Every identity route that takes input, with input it must refuse.
const invalidCalls: { method: string; path: string; body?: unknown; signedIn?: boolean }[] = [
  { method: 'POST', path: '/api/auth/user', body: { appUserId: 'me', isAnonymous: true }, signedIn: true },
  { method: 'PUT', path: '/api/auth/user', body: { isAnonymous: 'no' }, signedIn: true },
  { method: 'POST', path: '/api/auth/refresh', body: {} },
  { method: 'POST', path: '/api/auth/sign-out', body: { refreshToken: 'short' } },
  { method: 'POST', path: '/api/auth/custom-token', body: { customToken: 42 } },
  { method: 'POST', path: '/fn/generateMagicLink', body: { email: 'ann@example.com', isWeb: 'yes' } },
  {
    method: 'POST',
    path: '/fn/generateMagicLink',
    body: { email: 'ann@example.com', phone: '+447700900123', isWeb: true, hideLink: true },
  },
  { method: 'POST', path: '/api/auth/sign-in', body: { email: 'not-an-email', code: 'ABCDEFGH' } },
  { method: 'POST', path: '/api/auth/link', body: { phone: '123', code: '123456' } },
  { method: 'POST', path: '/fn/loginWithEmailFromWebApp', body: { token: 'too-short' } },
  { method: 'POST', path: '/api/auth/login-check', body: {} },
  { method: 'POST', path: '/api/auth/signup-check', body: { email: '', phone: '' } },
  { method: 'POST', path: '/api/auth/member-check', body: { appUserId: 7 }, signedIn: true },
  { method: 'POST', path: '/fn/signUpUser', body: {}, signedIn: true },
  { method: 'POST', path: '/fn/signupUser', body: { email: 'a@b.co' }, signedIn: true },
  {
    method: 'POST',
    path: '/fn/signupUserForFestival',
    body: { email: 'a@b.co', phone: '+447700900123' },
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/web-app/signup',
    body: { email: 'x', phone: 'y', name: 'z' },
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/fn/getCustomTokenForEmail',
    body: { email: 'a@b.co', isWeb: true, checkoutId: 'x' },
    signedIn: true,
  },
  { method: 'GET', path: '/fn/generateCustomToken?email=nope', signedIn: true },
  {
    method: 'POST',
    path: '/api/auth/checkout-proof',
    body: { checkoutId: '00000000-0000-4000-8000-000000000000', proof: 'short' },
    signedIn: true,
  },
  { method: 'POST', path: '/fn/saveCustomer', body: { name: 5 }, signedIn: true },
  { method: 'POST', path: '/fn/saveNotificationPreferences', body: { email: true }, signedIn: true },
  { method: 'POST', path: '/fn/requestDataDeletion', body: {}, signedIn: true },
];

describe('every identity route validates its input', () => {
  it.each(invalidCalls)('$method $path answers 400 VALIDATION_ERROR with details', async (call) => {
    const answer = await t.call(call.method, call.path, {
      ...(call.body !== undefined && { body: call.body }),
      ...(call.signedIn && { token }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details.length).toBeGreaterThan(0);
    for (const detail of answer.body.error.details) {
      expect(detail).toEqual({
        path: expect.any(Array),
        message: expect.any(String),
        code: expect.any(String),
      });
    }
    noStack(answer.text);
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await t.call('POST', '/api/auth/sign-in', { body: '{"email":' });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    noStack(answer.text);
  });

  it("answers sign-up with section 5's texts, the first as errorMessage", async () => {
    const answer = await t.call('POST', '/fn/signUpUser', { body: {}, token });
    expect(answer.body.errorMessage).toBe(signUpMessages.emailRequired);
    expect(answer.body.error.details.map((d: { message: string }) => d.message)).toEqual([
      signUpMessages.emailRequired,
      signUpMessages.phoneRequired,
      signUpMessages.nameRequired,
    ]);
  });

  it('names the problem with the contact fields', async () => {
    const answer = await t.call('POST', '/api/auth/login-check', { body: { email: 'ann@example' } });
    expect(answer.body.error.details).toEqual([
      { path: ['email'], message: 'Please enter a valid email address', code: 'invalid_format' },
    ]);
  });

  it('answers a failure it did not expect with a bare 500, no internals', async () => {
    expect(
      (await t.call('POST', '/api/auth/member-check', { body: { appUserId: userId }, token })).status,
    ).toBe(200);
    t.redis.disconnect();
    const answer = await t.call('POST', '/api/auth/member-check', { body: { appUserId: userId }, token });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      error: { code: 'SERVER_ERROR', message: 'Server error', requestId: expect.any(String) },
      errorMessage: 'Server error',
    });
    noStack(answer.text);
  });
});
