import { randomUUID } from 'node:crypto';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MessagingApp, SUPPORT_EMAIL, startMessagingApp } from './testing/messaging-app.ts';

// The support form on the real stack: the route, the event it stores, the two mail effects
// behind the log, a real SMTP server receiving.

let app: MessagingApp;
beforeAll(async () => {
  app = await startMessagingApp();
});
afterAll(() => app.stop());

let clients = 0;
/** Each test writes from an address of its own, so the per-client limit is its own too. */
const fromNewClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });
const send = (body: unknown, headers = fromNewClient()) =>
  app.call('POST', '/fn/sendContactSupport', { body, headers });
const mailsTo = (address: string) => app.mails.filter((m) => m.to.includes(address));

describe('the contact form’s validation', () => {
  it('names every missing field in the spec’s words', async () => {
    const none = await send({});
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Missing required parameters: name, email, message',
    });
    const some = await send({ name: 'Ann', email: '', message: 'Hello' });
    expect(some.status).toBe(400);
    expect(some.body.error.message).toBe('Missing required parameters: email');
  });

  it('refuses an address that is not one', async () => {
    const answer = await send({ name: 'Ann', email: 'not-an-address', message: 'Hello' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Please enter a valid email address');
  });
});

describe('a message to support', () => {
  it('is stored, arrives at the support address, and its acknowledgement at the address typed', async () => {
    const email = `ann-${randomUUID()}@example.com`;
    const answer = await send({ name: 'Ann <b>Lee</b>', email, message: 'Where is my case?\nOrder 12' });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);

    const stored = (await app.events()).filter(
      (e) => e.type === 'SupportMessageReceived' && (e.data as { email: string }).email === email,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ name: 'Ann <b>Lee</b>', message: 'Where is my case?\nOrder 12' });

    const forwarded = await eventually(async () =>
      app.mails.find((m) => m.to.includes(SUPPORT_EMAIL) && m.raw.includes(email)),
    );
    expect(forwarded.raw).toContain('Where is my case?');
    const ack = await eventually(async () => mailsTo(email)[0]);
    expect(ack.raw).toContain("we've got your message");
    // Nothing the person typed comes back to the address they typed.
    expect(ack.raw).not.toContain('Where is my case');
    expect(ack.raw).not.toContain('Lee');
    expect(ack.raw).toMatch(/Content-Type: text\/html/);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('is refused with 429 past five a hour to one address, from anywhere', async () => {
    const email = `flood-${randomUUID()}@example.com`;
    const body = { name: 'Bo', email, message: 'Hi' };
    for (let i = 0; i < 5; i++) expect((await send(body)).status).toBe(200);
    const sixth = await send(body);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('RATE_LIMITED');
  });

  it('is refused with 429 past twenty an hour from one client address', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 20; i++)
      expect(
        (await send({ name: 'Cy', email: `cy-${i}-${randomUUID()}@example.com`, message: 'Hi' }, client))
          .status,
      ).toBe(200);
    const next = await send({ name: 'Cy', email: `cy-${randomUUID()}@example.com`, message: 'Hi' }, client);
    expect(next.status).toBe(429);
  });
});
