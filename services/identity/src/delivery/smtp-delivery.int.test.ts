import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';
import { startSmtpCapture } from '../testing/smtp-capture.ts';

let t: IdentityTestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createIdentityTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Cellar Door <codes@cellardoor.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('e-mail over SMTP', () => {
  it('delivers the code to a real SMTP server, and the code signs in', async () => {
    const guest = await t.guest();
    const sent = await t.call('POST', '/fn/generateMagicLink', {
      body: { email: 'Ann@Example.com', isWeb: true, hideLink: false, channel: 'email' },
    });
    expect(sent.body).toEqual({
      success: true,
      message: 'Magic link sent successfully',
      challenge: expect.stringMatching(/^[\w-]{43}$/),
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.from).toBe('codes@cellardoor.test');
    expect(mail?.to).toEqual(['ann@example.com']);
    expect(mail?.raw).toContain('Subject: Your Cellar Door sign-in code');
    const code = /sign-in code is ([A-Z0-9]{8})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toBeDefined();

    const signedIn = await t.call('POST', '/api/auth/sign-in', {
      body: { email: 'ann@example.com', code, challenge: sent.body.challenge },
      token: guest.accessToken,
    });
    expect(signedIn.body).toMatchObject({ outcome: 'linked', user: { email: 'ann@example.com' } });
  });

  it("answers 'Failed to generate magic link' when the server refuses the mail", async () => {
    smtp.refuseRecipients();
    const sent = await t.call('POST', '/fn/generateMagicLink', {
      body: { email: 'bob@example.com', isWeb: true, hideLink: true },
    });
    expect(sent).toMatchObject({
      status: 200,
      body: { success: false, message: 'Failed to generate magic link' },
    });
  });
});
