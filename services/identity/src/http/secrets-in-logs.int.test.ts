import { createLogger } from '@wine/platform/observability/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

const lines: string[] = [];
let t: IdentityTestApp;
beforeAll(async () => {
  const logger = createLogger('identity-log-test', {
    level: 'trace',
    destination: { write: (line) => lines.push(line) },
  });
  t = await createIdentityTestApp({ logger });
});
afterAll(() => t.close());

describe('the logs', () => {
  it('never hold a code, a link, a token or an address, whatever happens', async () => {
    const email = 'secretive@example.com';
    const guest = await t.guest();
    await t.call('POST', '/fn/generateMagicLink', { body: { email, isWeb: true, hideLink: false } });
    const code = t.codeSentTo(email);
    const link = t.linkTokenSentTo(email);
    await t.call('POST', '/api/auth/sign-in', {
      body: { email, code: code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA', challenge: t.challenge(email) },
    });
    const session = await t.call('POST', '/api/auth/link', {
      body: { email, code, challenge: t.challenge(email) },
      token: guest.accessToken,
    });
    await t.call('POST', '/fn/loginWithEmailFromWebApp', { body: { token: link } });
    const refreshed = await t.call('POST', '/api/auth/refresh', {
      body: { refreshToken: session.body.refreshToken },
    });
    await t.call('POST', '/api/auth/refresh', { body: { refreshToken: session.body.refreshToken } });
    await t.call('POST', '/api/auth/sign-out', { body: { refreshToken: refreshed.body.refreshToken } });

    const log = lines.join('');
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('refresh token replayed');
    for (const secret of [
      code,
      link,
      guest.accessToken,
      guest.refreshToken,
      session.body.accessToken,
      session.body.refreshToken,
      refreshed.body.refreshToken,
      email,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('redact the field names identity uses for secrets, should a body ever be logged', () => {
    const captured: string[] = [];
    const logger = createLogger('redaction-test', {
      level: 'info',
      destination: { write: (l) => captured.push(l) },
    });
    logger.info({ body: { code: 'ABCD2345', token: 'link-token' }, code: '123456', token: 't' }, 'body');
    expect(captured.join('')).not.toMatch(/ABCD2345|link-token|123456/);
  });
});
