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
const fromNewClient = (): Record<string, string> => ({ 'x-forwarded-for': `198.51.100.${++clients}` });
const send = (body: unknown, headers = fromNewClient()) =>
  app.call('POST', '/fn/sendContactSupport', { body, headers });
const mailsTo = (address: string) => app.mails.filter((m) => m.to.includes(address));
const storedMessage = async (messageId: string) => {
  const stored = (await app.events()).filter(
    (e) => e.type === 'SupportMessageReceived' && JSON.stringify(e.data).includes(messageId),
  );
  expect(stored).toHaveLength(1);
  return stored[0]?.data;
};
const keyCount = async (messageId: string) =>
  (await app.pool.query('SELECT 1 FROM messaging_support_keys WHERE message_id = $1', [messageId])).rowCount;

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
    const messageId = randomUUID();
    const answer = await send(
      { name: 'Ann <b>Lee</b>', email, message: 'Where is my case?\nOrder 12' },
      { ...fromNewClient(), 'idempotency-key': messageId },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);

    // Stored once, and nothing typed is readable in the log without the message's key.
    const stored = await storedMessage(messageId);
    expect(stored).toMatchObject({ senderId: null, contents: { form: 'sealed' } });
    for (const typed of [email, 'Lee', 'Where is my case'])
      expect(JSON.stringify(stored)).not.toContain(typed);

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

describe('what a sender typed, when their data is erased', () => {
  const erase = (userId: string) =>
    app.append(`identity/user/${userId}`, [
      { type: 'PersonalDataErased', data: { userId, erasedAt: new Date().toISOString() } },
    ]);
  const sendAs = async (user: string, email: string) => {
    const messageId = randomUUID();
    const headers = { ...fromNewClient(), 'idempotency-key': messageId };
    const answer = await app.call('POST', '/fn/sendContactSupport', {
      user,
      headers,
      body: { name: 'Dee', email, message: 'Please forget me' },
    });
    expect(answer.status).toBe(200);
    await eventually(async () => mailsTo(email)[0]);
    return messageId;
  };

  it('cannot be read any more: the key of each message they sent is deleted, and only theirs', async () => {
    const dee = randomUUID();
    const other = randomUUID();
    const mine = await sendAs(dee, `${dee}@example.com`);
    const theirs = await sendAs(other, `${other}@example.com`);
    expect(await storedMessage(mine)).toMatchObject({ senderId: dee, contents: { form: 'sealed' } });

    await erase(dee);
    await eventually(async () => (await keyCount(mine)) === 0 || undefined);
    expect(await keyCount(theirs)).toBe(1);
  });

  it('follows a guest into the account that claimed it', async () => {
    const guest = randomUUID();
    const account = randomUUID();
    const sent = await sendAs(guest, `${guest}@example.com`);
    await app.append(`identity/user/${account}`, [
      {
        type: 'GuestClaimed',
        data: { guestId: guest, userId: account, claimedAt: new Date().toISOString() },
      },
    ]);
    await erase(account);
    await eventually(async () => (await keyCount(sent)) === 0 || undefined);
  });
});
