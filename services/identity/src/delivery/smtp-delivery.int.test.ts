import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
// A real SMTP server on a free port; plain SMTP, as a local relay would speak it.
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});

let t: IdentityTestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createIdentityTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cellar Door <codes@cellardoor.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('e-mail over SMTP', () => {
  it('delivers the code to a real SMTP server, and the code signs in', async () => {
    const guest = await t.guest();
    const sent = await t.call('POST', '/fn/generateMagicLink', {
      body: { email: 'Ann@Example.com', isWeb: true, hideLink: false, channel: 'email' },
    });
    expect(sent.body).toEqual({ success: true, message: 'Magic link sent successfully' });

    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.from).toBe('codes@cellardoor.test');
    expect(mail?.to).toEqual(['ann@example.com']);
    expect(mail?.raw).toContain('Subject: Your Cellar Door sign-in code');
    const code = /sign-in code is ([A-Z0-9]{8})/.exec(mail?.raw ?? '')?.[1];
    expect(code).toBeDefined();

    const signedIn = await t.call('POST', '/api/auth/sign-in', {
      body: { email: 'ann@example.com', code },
      token: guest.accessToken,
    });
    expect(signedIn.body).toMatchObject({ outcome: 'linked', user: { email: 'ann@example.com' } });
  });

  it("answers 'Failed to generate magic link' when the server refuses the mail", async () => {
    server.onRcptTo = (_address, _session, callback) => callback(new Error('mailbox unavailable'));
    const sent = await t.call('POST', '/fn/generateMagicLink', {
      body: { email: 'bob@example.com', isWeb: true, hideLink: true },
    });
    expect(sent).toMatchObject({
      status: 200,
      body: { success: false, message: 'Failed to generate magic link' },
    });
  });
});
