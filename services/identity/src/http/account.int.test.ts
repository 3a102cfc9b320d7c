import { randomUUID } from 'node:crypto';
import { signInMessages } from '@wine/contracts/messages';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { liveNamespace } from '@wine/platform/projections/redis-projector';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedKey } from '../crypto/derived-key.ts';
import { PiiCipher } from '../crypto/pii-cipher.ts';
import { recentCheckoutsProjection } from '../projections/recent-checkouts.ts';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `customer${++n}@example.com`;
const freshPhone = () => `+44 7700 9${String(++n).padStart(5, '0')}`;
const signUpDetails = () => ({ email: freshEmail(), phone: freshPhone(), name: 'Ann Example' });

describe('signing up (signUpUser and /api/web-app/signup)', () => {
  it('keeps the details on the guest, whose id is the customer id, until the e-mail is proved', async () => {
    const guest = await t.guest();
    const details = signUpDetails();
    const answer = await t.call('POST', '/fn/signUpUser', { body: details, token: guest.accessToken });
    expect(answer).toMatchObject({ status: 200, body: { customerId: guest.user.id } });

    const data = await t.call('GET', '/fn/getUserData', { token: guest.accessToken });
    expect(data.body).toMatchObject({
      user: {
        id: guest.user.id,
        email: null,
        displayName: 'Ann Example',
        isAnonymous: true,
        membershipTier: 'basic',
      },
      profile: { name: 'Ann Example', email: details.email },
      clubStatus: 'NON_MEMBER',
      notificationPreferences: {
        email: false,
        sms: false,
        push: false,
        nextDrop: false,
        backInStock: false,
        hotSwapDeals: false,
      },
    });
    expect((await t.call('POST', '/api/auth/login-check', { body: { email: details.email } })).status).toBe(
      404,
    );
  });

  it('applies to the club from the /signup page', async () => {
    const guest = await t.guest();
    const answer = await t.call('POST', '/api/web-app/signup', {
      body: signUpDetails(),
      token: guest.accessToken,
    });
    expect(answer.body).toEqual({ customerId: guest.user.id, clubStatus: 'APPLIED' });
  });

  it('refuses an e-mail another account proved, in the check and in the sign-up', async () => {
    const email = freshEmail();
    await t.registered(email);
    const check = await t.call('POST', '/api/auth/signup-check', { body: { email, phone: freshPhone() } });
    expect(check).toMatchObject({
      status: 409,
      body: {
        error: { code: 'CONFLICT', details: { authCode: 'auth/credential-already-in-use' } },
        errorMessage: 'An account with this email address already exists. Please sign in instead.',
      },
    });
    const guest = await t.guest();
    const signUp = await t.call('POST', '/fn/signupUser', {
      body: { ...signUpDetails(), email },
      token: guest.accessToken,
    });
    expect(signUp.status).toBe(409);
    const free = await t.call('POST', '/api/auth/signup-check', {
      body: { email: freshEmail(), phone: freshPhone() },
    });
    expect(free).toMatchObject({ status: 200, body: { available: true } });
  });

  it('is for guests only', async () => {
    const account = await t.registered(freshEmail());
    const answer = await t.call('POST', '/fn/signupUserForFestival', {
      body: signUpDetails(),
      token: account.accessToken,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { details: { authCode: 'custom/user-not-anonymous' } } },
    });
  });
});

describe('the login check', () => {
  it('answers exists, or 404 with "User doesn\'t exist"', async () => {
    const email = freshEmail();
    await t.registered(email);
    expect(
      await t.call('POST', '/api/auth/login-check', { body: { email: ` ${email.toUpperCase()} ` } }),
    ).toMatchObject({
      status: 200,
      body: { exists: true },
    });
    expect(await t.call('POST', '/api/auth/login-check', { body: { phone: freshPhone() } })).toMatchObject({
      status: 404,
      body: { exists: false, errorMessage: signInMessages.userDoesNotExist },
    });
  });
});

describe('the account', () => {
  it('saves the profile and notification preferences', async () => {
    const email = freshEmail();
    const account = await t.registered(email);
    const saved = await t.call('POST', '/fn/saveCustomer', {
      body: { name: 'Bob Example', phone: '+44 (7700) 900-555', pricePreference: 'RANGE_20_40' },
      token: account.accessToken,
    });
    expect(saved.body).toMatchObject({
      user: { displayName: 'Bob Example', email },
      profile: { name: 'Bob Example', email, phone: '+447700900555', pricePreference: 'RANGE_20_40' },
    });
    const cleared = await t.call('POST', '/fn/saveCustomer', {
      body: { name: null },
      token: account.accessToken,
    });
    expect(cleared.body).toMatchObject({
      user: { displayName: email.split('@')[0] },
      profile: { name: null, pricePreference: 'RANGE_20_40' },
    });
    const preferences = { email: true, sms: false, push: true };
    expect(
      (
        await t.call('POST', '/fn/saveNotificationPreferences', {
          body: preferences,
          token: account.accessToken,
        })
      ).body,
    ).toEqual({
      notificationPreferences: { ...preferences, nextDrop: false, backInStock: false, hotSwapDeals: false },
    });

    // signupCustomer registers the person for kinds of message; {} is refused.
    const empty = await t.call('POST', '/fn/signupCustomer', { body: {}, token: account.accessToken });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('VALIDATION_ERROR');
    const signedUp = await t.call('POST', '/fn/signupCustomer', {
      body: { messages: ['backInStock', 'nextDrop'] },
      token: account.accessToken,
    });
    expect(signedUp.body.notificationPreferences).toEqual({
      ...preferences,
      nextDrop: true,
      backInStock: true,
      hotSwapDeals: false,
    });
    // A client that sends only the channels turns no kind off.
    await t.call('POST', '/fn/saveNotificationPreferences', {
      body: { ...preferences, email: false },
      token: account.accessToken,
    });
    expect(
      (await t.call('GET', '/fn/getUserData', { token: account.accessToken })).body.notificationPreferences,
    ).toEqual({ ...preferences, email: false, nextDrop: true, backInStock: true, hotSwapDeals: false });
  });
});

describe('requestDataDeletion', () => {
  it('crypto-shreds the personal data, forgets the credentials and ends every session', async () => {
    const email = freshEmail();
    const account = await t.registered(email);
    const { id } = account.user;
    await t.call('POST', '/fn/saveCustomer', { body: { name: 'Cara Example' }, token: account.accessToken });
    await t.identity.setClubStatus(id, 'MEMBER');
    const ns = await liveNamespace(t.redis, 'identity-club-members', t.prefix);
    await eventually(async () => (await t.redis.get(`${ns}status:${id}`)) === 'MEMBER');
    const proof = { checkoutId: randomUUID(), proof: 'p'.repeat(43) };
    const kept = await t.call('POST', '/api/auth/checkout-proof', {
      body: proof,
      token: account.accessToken,
    });
    expect(kept.status).toBe(204);

    const erased = await t.call('POST', '/fn/requestDataDeletion', {
      body: { confirm: true },
      token: account.accessToken,
    });
    expect(erased).toMatchObject({ status: 200, body: { success: true } });

    // Sessions: the access token is refused at once, the refresh token too.
    expect((await t.call('GET', '/fn/getUserData', { token: account.accessToken })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/refresh', { body: { refreshToken: account.refreshToken } })).status,
    ).toBe(401);
    // The credential is forgotten: the address has no account any more.
    expect((await t.call('POST', '/api/auth/login-check', { body: { email } })).status).toBe(404);
    // The read model forgets the person, and no checkout proof ties them to an order any more.
    await eventually(async () => (await t.redis.get(`${ns}status:${id}`)) === null);
    const proofs = await t.db.pool.query('SELECT 1 FROM identity_checkout_proofs WHERE user_id = $1', [id]);
    expect(proofs.rowCount).toBe(0);

    // The log keeps the business record, but the personal fields no longer decrypt: the key is gone.
    const { events } = await t.store.readStream(`identity/user/${id}`);
    expect(events.map((e) => e.type)).toContain('PersonalDataErased');
    expect(JSON.stringify(events)).not.toContain('Cara Example');
    const linked = events.find((e) => e.type === 'CredentialLinked')?.data as { value: string };
    const cipher = new PiiCipher(derivedKey('test-identity-data-secret-0123456789abcdef', 'pii-key-wrap'));
    const key = await cipher.keyOf(t.db.pool, id, { create: false });
    expect(key.decrypt('email', linked.value)).toBeNull();
  });
});

describe('the recent checkouts read model', () => {
  it('is the same when events are delivered twice, and forgets an erased buyer', async () => {
    const guest = await t.guest();
    const checkoutId = randomUUID();
    await t.store.appendToStream(
      `orders/checkout/${checkoutId}`,
      0,
      [
        {
          type: 'CheckoutCompleted',
          data: {
            checkoutId,
            email: 'dan@example.com',
            userId: guest.user.id,
            completedAt: new Date().toISOString(),
          },
        },
      ],
      { correlationId: 'test', causationId: null, userId: null, region: 'GB' },
    );
    const rows = async () =>
      (
        await t.db.pool.query(
          'SELECT user_id FROM rm_identity_recent_checkouts.recent_checkouts WHERE checkout_id = $1',
          [checkoutId],
        )
      ).rows;
    await eventually(async () => (await rows()).length === 1);
    const events = (await t.store.readStream(`orders/checkout/${checkoutId}`)).events;
    const projector = new PgProjector(t.db.pool, recentCheckoutsProjection, {
      deadLetters: pgDeadLetters(t.db.pool),
    });
    expect(await projector.applyBatch('store', events)).toBe(0);
    expect(await rows()).toEqual([{ user_id: guest.user.id }]);

    await t.call('POST', '/fn/requestDataDeletion', { body: { confirm: true }, token: guest.accessToken });
    await eventually(async () => (await rows()).length === 0);
  });
});

describe('an account operations make inactive', () => {
  it('ends its sessions and refuses it a new one, until it is active again', async () => {
    const email = freshEmail();
    const account = await t.registered(email);
    await t.identity.setAccountActive(account.user.id, { active: false, reason: 'payment dispute' });

    expect((await t.call('GET', '/fn/getUserData', { token: account.accessToken })).status).toBe(401);
    const refreshed = await t.call('POST', '/api/auth/refresh', {
      body: { refreshToken: account.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    const inactive = {
      status: 403,
      body: {
        error: {
          code: 'FORBIDDEN',
          message: 'This account is inactive. Please contact us to reactivate it.',
          details: { authCode: 'auth/user-disabled' },
        },
      },
    };
    // Signing in again: the code is right, but the account gets no session.
    const guest = await t.guest();
    await t.sendCode({ email });
    const signIn = await t.call('POST', '/api/auth/link', {
      body: { email, ...t.proofFor(email) },
      token: guest.accessToken,
    });
    expect(signIn).toMatchObject(inactive);
    // The refused sign-in moved nothing: the guest is still a guest, with its session.
    expect((await t.call('GET', '/fn/getUserData', { token: guest.accessToken })).body.user).toMatchObject({
      id: guest.user.id,
      isAnonymous: true,
    });

    await t.identity.setAccountActive(account.user.id, { active: true });
    expect((await t.registered(email)).user.id).toBe(account.user.id);
    const types = (await t.store.readStream(`identity/user/${account.user.id}`)).events.map((e) => e.type);
    expect(types.filter((type) => type.startsWith('Account'))).toEqual([
      'AccountDeactivated',
      'AccountReactivated',
    ]);
  });
});
