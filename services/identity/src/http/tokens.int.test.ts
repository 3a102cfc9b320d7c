import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthSession } from '@wine/contracts/identity/auth-session';
import { eventually } from '@wine/platform/testing/test-env';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `holder${++n}@example.com`;
const meta = { correlationId: 'test', causationId: null, userId: null, region: 'GB' };
const getUserData = (token: string) => t.call('GET', '/fn/getUserData', { token });

/**
 * What the orders context publishes when a checkout is paid: on the order's stream with no
 * e-mail (`email` null), or, as early checkouts completed by the browser did, with the e-mail it named.
 */
async function checkoutCompleted(
  email: string | null,
  userId: string,
  { completedAt = t.clock.now(), checkoutId = randomUUID() } = {},
) {
  const data = { checkoutId, userId, completedAt: completedAt.toISOString() };
  await t.store.appendToStream(
    email === null ? `orders/order/${checkoutId}` : `orders/checkout/${checkoutId}`,
    0,
    [{ type: 'CheckoutCompleted', data: email === null ? data : { ...data, email } }],
    meta,
  );
  await eventually(async () => {
    const { rows } = await t.db.pool.query(
      'SELECT 1 FROM rm_identity_recent_checkouts.recent_checkouts WHERE checkout_id = $1',
      [checkoutId],
    );
    return rows.length === 1;
  });
  return checkoutId;
}

describe('access and refresh tokens', () => {
  it('rotate: each refresh token buys one new pair', async () => {
    const guest = await t.guest();
    const next = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: guest.refreshToken } });
    expect(next.status).toBe(200);
    expect(next.body.refreshToken).not.toBe(guest.refreshToken);
    expect(next.body.user.id).toBe(guest.user.id);
    expect((await getUserData(next.body.accessToken)).status).toBe(200);
  });

  it('revoke the whole session when a rotated refresh token comes back', async () => {
    const guest = await t.guest();
    const next = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: guest.refreshToken } });
    const replay = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: guest.refreshToken } });
    expect(replay).toMatchObject({ status: 401, body: { error: { code: 'AUTH_REQUIRED' } } });
    // The thief's copy and the owner's both stop: the owner signs in again.
    expect(
      (await t.call('POST', '/api/auth/refresh', { body: { refreshToken: next.body.refreshToken } })).status,
    ).toBe(401);
    expect((await getUserData(next.body.accessToken)).status).toBe(401);
  });

  it('stop at sign-out, the access token at once', async () => {
    const guest = await t.guest();
    expect((await getUserData(guest.accessToken)).status).toBe(200);
    const out = await t.call('POST', '/api/auth/sign-out', {
      body: { refreshToken: guest.refreshToken },
      token: guest.accessToken,
    });
    expect(out.status).toBe(204);
    expect((await getUserData(guest.accessToken)).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/refresh', { body: { refreshToken: guest.refreshToken } })).status,
    ).toBe(401);
  });

  it('expire: the access token after 15 minutes', async () => {
    const guest = await t.guest();
    t.clock.advance(15 * 60_000);
    expect((await getUserData(guest.accessToken)).status).toBe(401);
    const next = await t.call('POST', '/api/auth/refresh', { body: { refreshToken: guest.refreshToken } });
    expect((await getUserData(next.body.accessToken)).status).toBe(200);
  });

  it('are refused when forged or altered', async () => {
    const guest = await t.guest();
    const forged = await new SignJWT({ anon: false, sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(guest.user.id)
      .setIssuer('wine-identity')
      .setAudience('wine-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('an-attacker-secret-of-thirty-two-bytes!'));
    expect((await getUserData(forged)).status).toBe(401);
    const [header, , signature] = guest.accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: randomUUID(), anon: false })).toString('base64url');
    expect((await getUserData(`${header}.${payload}.${signature}`)).status).toBe(401);
    expect((await t.call('GET', '/fn/getUserData', {})).body.error.code).toBe('AUTH_REQUIRED');
  });
});

/** What the buying tab makes before it leaves for the bank: 32 random bytes, base64url. */
const newProof = () => randomBytes(32).toString('base64url');

// Each caller on an address of its own, so these tests never meet another's per-IP limits.
let lastOctet = 0;
const freshIp = () => `203.0.113.${++lastOctet}`;

async function registerProof(token: string, checkoutId: string, proof: string, ip = freshIp()) {
  return t.call('POST', '/api/auth/checkout-proof', { body: { checkoutId, proof }, token, ip });
}

/** Asks for the checkout's custom token as the browser that checked out: with its own session. */
async function askCustomToken(method: 'POST' | 'GET', body: Record<string, unknown>) {
  const { accessToken } = await t.guest();
  if (method === 'POST') return t.call('POST', '/fn/getCustomTokenForEmail', { body, token: accessToken });
  const query = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]));
  return t.call('GET', `/fn/generateCustomToken?${query}`, { token: accessToken });
}

/** A checkout paid by `buyer`, whose tab registered a proof before it left for the bank. */
async function paidWithProof(email: string | null, buyer: AuthSession) {
  const checkoutId = randomUUID();
  const proof = newProof();
  expect((await registerProof(buyer.accessToken, checkoutId, proof)).status).toBe(204);
  await checkoutCompleted(email, buyer.user.id, { checkoutId });
  return { checkoutId, proof };
}

describe('a custom token after checkout (getCustomTokenForEmail)', () => {
  it('generateCustomToken answers 401 AUTH_REQUIRED without a bearer token', async () => {
    const email = freshEmail();
    const guest = await t.guest();
    const { checkoutId, proof } = await paidWithProof(email, guest);
    const query = `email=${encodeURIComponent(email)}&checkoutId=${checkoutId}&proof=${proof}&isWeb=true`;
    const get = await t.call('GET', `/fn/generateCustomToken?${query}`);
    expect(get).toMatchObject({ status: 401, body: { error: { code: 'AUTH_REQUIRED' } } });
    const post = await t.call('POST', '/fn/getCustomTokenForEmail', {
      body: { email, isWeb: true, checkoutId, proof },
    });
    expect(post).toMatchObject({ status: 401, body: { error: { code: 'AUTH_REQUIRED' } } });
    // Refused without spending the checkout: the caller with a session still gets its token.
    expect((await askCustomToken('GET', { email, checkoutId, proof, isWeb: true })).status).toBe(200);
  });

  it('is refused for an e-mail without a just-completed checkout', async () => {
    const email = freshEmail();
    await t.registered(email);
    const answer = await askCustomToken('POST', {
      email,
      isWeb: true,
      checkoutId: randomUUID(),
      proof: newProof(),
    });
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
  });

  it("signs in the checkout's buyer, once, and claims the guest presenting it", async () => {
    const email = freshEmail();
    const buyer = await t.registered(email);
    const { checkoutId, proof } = await paidWithProof(email, buyer);

    const wrongEmail = await askCustomToken('POST', { email: freshEmail(), isWeb: true, checkoutId, proof });
    expect(wrongEmail.status).toBe(403);

    const issued = await askCustomToken('POST', {
      email: email.toUpperCase(),
      isWeb: true,
      checkoutId,
      proof,
    });
    expect(issued.status).toBe(200);
    const { customToken } = issued.body;
    expect((await getUserData(customToken)).status).toBe(401);

    const again = await askCustomToken('POST', { email, isWeb: true, checkoutId, proof });
    expect(again.status).toBe(403);

    const newTab = await t.guest();
    const session = await t.call('POST', '/api/auth/custom-token', {
      body: { customToken },
      token: newTab.accessToken,
    });
    expect(session.body).toMatchObject({ outcome: 'guest-claimed', user: { id: buyer.user.id, email } });
    expect((await t.call('POST', '/api/auth/custom-token', { body: { customToken } })).status).toBe(401);
  });

  it('signs in the buyer of a checkout completed on the server, asked with the e-mail the buyer proved', async () => {
    const email = freshEmail();
    const buyer = await t.registered(email);
    const { checkoutId, proof } = await paidWithProof(null, buyer);
    const stranger = await t.registered(freshEmail());
    const strangersEmail = await askCustomToken('POST', {
      email: stranger.user.email,
      isWeb: true,
      checkoutId,
      proof,
    });
    expect(strangersEmail.status).toBe(403);
    const issued = await askCustomToken('POST', { email, isWeb: true, checkoutId, proof });
    expect(issued.status).toBe(200);
    const session = await t.call('POST', '/api/auth/custom-token', {
      body: { customToken: issued.body.customToken },
    });
    expect(session.body).toMatchObject({ user: { id: buyer.user.id, email } });
  });

  it('gives no token for a server-completed checkout of a guest who proved no e-mail', async () => {
    const guest = await t.guest();
    const { checkoutId, proof } = await paidWithProof(null, guest);
    const answer = await askCustomToken('POST', { email: freshEmail(), isWeb: true, checkoutId, proof });
    expect(answer.status).toBe(403);
  });

  it('is refused 15 minutes after the checkout', async () => {
    const email = freshEmail();
    const buyer = await t.registered(email);
    const { checkoutId, proof } = await paidWithProof(email, buyer);
    t.clock.advance(15 * 60_000);
    const answer = await askCustomToken('GET', { email, checkoutId, proof });
    expect(answer.status).toBe(403);
  });

  it('is refused with a proof registered a day or more before the checkout', async () => {
    const email = freshEmail();
    const buyer = await t.registered(email);
    const checkoutId = randomUUID();
    const proof = newProof();
    await registerProof(buyer.accessToken, checkoutId, proof);
    t.clock.advance(24 * 60 * 60_000);
    await checkoutCompleted(email, buyer.user.id, { checkoutId });
    const answer = await askCustomToken('POST', { email, isWeb: true, checkoutId, proof });
    expect(answer.status).toBe(403);
  });

  it('takes the latest proof a buyer registered for a checkout, not the one it replaced', async () => {
    const email = freshEmail();
    const buyer = await t.registered(email);
    const checkoutId = randomUUID();
    const first = newProof();
    await registerProof(buyer.accessToken, checkoutId, first);
    const latest = newProof();
    await registerProof(buyer.accessToken, checkoutId, latest);
    await checkoutCompleted(email, buyer.user.id, { checkoutId });
    expect((await askCustomToken('POST', { email, isWeb: true, checkoutId, proof: first })).status).toBe(403);
    expect((await askCustomToken('POST', { email, isWeb: true, checkoutId, proof: latest })).status).toBe(
      200,
    );
  });

  it('is also handed out by generateCustomToken (GET)', async () => {
    const email = freshEmail();
    const guest = await t.guest();
    const { checkoutId, proof } = await paidWithProof(email, guest);
    const answer = await askCustomToken('GET', { email, checkoutId, proof, isWeb: true });
    expect(answer.status).toBe(200);
    const session = await t.call('POST', '/api/auth/custom-token', {
      body: { customToken: answer.body.customToken },
    });
    expect(session.body).toMatchObject({
      outcome: 'signed-in',
      user: { id: guest.user.id, isAnonymous: true },
    });
  });
});

/** Asks for the custom token from a tab of its own (a fresh guest on a fresh address). */
async function askAsNewTab(body: Record<string, unknown>) {
  const ip = freshIp();
  const { accessToken } = await t.guest(ip);
  return t.call('POST', '/fn/getCustomTokenForEmail', {
    body: { isWeb: true, ...body },
    token: accessToken,
    ip,
  });
}

describe("a stranger who knows the order id and the buyer's e-mail (issue 28.4)", () => {
  it('is refused the custom token that would sign them in as the buyer', async () => {
    const email = freshEmail();
    const buyer = await t.registered(email);
    const checkoutId = randomUUID();
    await registerProof(buyer.accessToken, checkoutId, newProof());
    await checkoutCompleted(null, buyer.user.id, { checkoutId });

    const stranger = await askAsNewTab({ email, checkoutId });
    expect(stranger).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    // A proof the stranger made and registered under their own session proves nothing either.
    const strangers = await t.guest(freshIp());
    const theirs = newProof();
    await registerProof(strangers.accessToken, checkoutId, theirs);
    const withTheirs = await askAsNewTab({ email, checkoutId, proof: theirs });
    expect(withTheirs.status).toBe(403);
    expect(withTheirs.body.error.message).toBe(stranger.body.error.message);
  });

  it("signs in the buyer's tab with the proof it registered, once", async () => {
    const email = freshEmail();
    const buyer = await t.registered(email);
    const checkoutId = randomUUID();
    const proof = newProof();
    expect((await registerProof(buyer.accessToken, checkoutId, proof)).status).toBe(204);
    // Another caller registering for the same checkout neither replaces nor spoils the buyer's.
    const stranger = await t.guest(freshIp());
    expect((await registerProof(stranger.accessToken, checkoutId, newProof())).status).toBe(204);
    await checkoutCompleted(null, buyer.user.id, { checkoutId });

    // A wrong proof is refused as a wrong e-mail is, and costs the right one nothing.
    expect((await askAsNewTab({ email, checkoutId, proof: newProof() })).status).toBe(403);
    const issued = await askAsNewTab({ email, checkoutId, proof });
    expect(issued.status).toBe(200);
    const session = await t.call('POST', '/api/auth/custom-token', {
      body: { customToken: issued.body.customToken },
    });
    expect(session.body).toMatchObject({ user: { id: buyer.user.id, email } });

    const twice = await askAsNewTab({ email, checkoutId, proof });
    expect(twice).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
  });
});
