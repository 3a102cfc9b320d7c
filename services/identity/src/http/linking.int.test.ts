import { signInMessages } from '@wine/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '../domain/user/user-stream.ts';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `linker${++n}@example.com`;
const eventTypes = async (userId: string) =>
  (await t.store.readStream(userStreamId(userId))).events.map((e) => ({ type: e.type, data: e.data }));

describe('linking a credential to a guest (spec section 4)', () => {
  it('makes the guest registered under the same id, and the backend is told', async () => {
    const email = freshEmail();
    const guest = await t.guest();
    expect(
      await t.call('POST', '/api/auth/user', {
        body: { appUserId: guest.user.id, isAnonymous: true },
        token: guest.accessToken,
      }),
    ).toMatchObject({ status: 200, body: { appUserId: guest.user.id, isAnonymous: true } });

    await t.sendCode({ email });
    const linked = await t.call('POST', '/api/auth/link', {
      body: { email, ...t.proofFor(email) },
      token: guest.accessToken,
    });
    expect(linked.body).toMatchObject({
      outcome: 'linked',
      user: { id: guest.user.id, email, isAnonymous: false, displayName: email.split('@')[0] },
    });
    expect((await eventTypes(guest.user.id)).map((e) => e.type)).toEqual([
      'GuestStarted',
      'CredentialLinked',
      'UserRegistered',
    ]);
    // The e-mail is in the log only encrypted.
    expect(JSON.stringify(await eventTypes(guest.user.id))).not.toContain(email);

    // The guest's session was replaced by the answer's.
    const stale = await t.call('PUT', '/api/auth/user', {
      body: { appUserId: guest.user.id, isAnonymous: false },
      token: guest.accessToken,
    });
    expect(stale.status).toBe(401);
    const fresh = await t.call('PUT', '/api/auth/user', {
      body: { appUserId: guest.user.id, isAnonymous: false },
      token: linked.body.accessToken,
    });
    expect(fresh).toMatchObject({ status: 200, body: { appUserId: guest.user.id, isAnonymous: false } });
  });

  it("signs in to the credential's account instead, and only then does that account claim the guest", async () => {
    const email = freshEmail();
    const account = await t.registered(email);
    const guest = await t.guest();
    await t.sendCode({ email });
    const right = t.codeSentTo(email);

    const wrong = await t.call('POST', '/api/auth/link', {
      body: { email, code: right === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA', challenge: t.challenge(email) },
      token: guest.accessToken,
    });
    expect(wrong.status).toBe(401);
    expect((await eventTypes(guest.user.id)).map((e) => e.type)).toEqual(['GuestStarted']);

    const claimed = await t.call('POST', '/api/auth/link', {
      body: { email, code: right, challenge: t.challenge(email) },
      token: guest.accessToken,
    });
    expect(claimed.body).toMatchObject({ outcome: 'guest-claimed', user: { id: account.user.id, email } });
    expect(await eventTypes(guest.user.id)).toContainEqual({
      type: 'GuestClaimed',
      data: expect.objectContaining({ guestId: guest.user.id, userId: account.user.id }),
    });
    // The guest is closed: its tokens no longer work.
    const closed = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: guest.refreshToken } });
    expect(closed.status).toBe(401);
    const getData = await t.call('GET', '/fn/getUserData', { token: guest.accessToken });
    expect(getData.status).toBe(401);
  });

  it('fails with custom/no-current-user without a user, and does not spend the code', async () => {
    const email = freshEmail();
    await t.sendCode({ email });
    const code = t.codeSentTo(email);
    const answer = await t.call('POST', '/api/auth/link', {
      body: { email, code, challenge: t.challenge(email) },
    });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: { details: { authCode: 'custom/no-current-user' } } },
    });
    const guest = await t.guest();
    const later = await t.call('POST', '/api/auth/link', {
      body: { email, code, challenge: t.challenge(email) },
      token: guest.accessToken,
    });
    expect(later.body.outcome).toBe('linked');
  });

  it('fails with custom/user-not-anonymous for a registered user', async () => {
    const account = await t.registered(freshEmail());
    const email = freshEmail();
    await t.sendCode({ email });
    const answer = await t.call('POST', '/api/auth/link', {
      body: { email, ...t.proofFor(email) },
      token: account.accessToken,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT', details: { authCode: 'custom/user-not-anonymous' } } },
    });
  });
});

describe('signing in without a guest', () => {
  it("finds the account, or answers 'No account found'", async () => {
    const email = freshEmail();
    const account = await t.registered(email);
    await t.sendCode({ email });
    const known = await t.call('POST', '/api/auth/sign-in', { body: { email, ...t.proofFor(email) } });
    expect(known.body).toMatchObject({ outcome: 'signed-in', user: { id: account.user.id } });

    const stranger = freshEmail();
    await t.sendCode({ email: stranger });
    const unknown = await t.call('POST', '/api/auth/sign-in', {
      body: { email: stranger, ...t.proofFor(stranger) },
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        errorMessage: signInMessages.accountNotFound,
        error: { details: { authCode: 'auth/user-not-found' } },
      },
    });
  });
});
