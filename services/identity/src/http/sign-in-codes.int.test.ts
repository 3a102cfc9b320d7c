import { oneTimeCodeMessages, signInMessages } from '@wine/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `buyer${++n}@example.com`;
const freshIp = () => `203.0.113.${++n % 250}`;

// Any 8-character code but the one sent (codes use no 0, O, 1, I or L).
const wrongEmailCode = (right: string) => (right === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');

// A challenge of the right shape that nobody was handed.
const unknownChallenge = 'u'.repeat(43);

const storedCodeState = async (email: string) => {
  const destination = t.destinationHash('email', email);
  const address = await t.db.pool.query<{ state: { window: { failures: number } } }>(
    'SELECT state FROM identity_sign_in_addresses WHERE destination_hash = $1',
    [destination],
  );
  const code = await t.db.pool.query<{ state: { status: string } }>(
    'SELECT state FROM identity_sign_in_challenges WHERE destination_hash = $1',
    [destination],
  );
  return { codes: code.rows.map((r) => r.state.status), failures: address.rows[0]?.state.window.failures };
};

describe('signing in with an e-mail code', () => {
  it('sends a code and signs the guest in with it, once', async () => {
    const email = freshEmail();
    const guest = await t.guest();
    expect(await t.sendCode({ email })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Magic link sent successfully' },
    });
    const code = t.codeSentTo(email);
    const first = await t.call('POST', '/api/auth/sign-in', {
      body: { email, code, challenge: t.challenge(email) },
      token: guest.accessToken,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      outcome: 'linked',
      user: { id: guest.user.id, email, isAnonymous: false },
    });

    const again = await t.call('POST', '/api/auth/sign-in', {
      body: { email, code, challenge: t.challenge(email) },
    });
    expect(again).toMatchObject({
      status: 401,
      body: {
        errorMessage: signInMessages.invalidVerificationCode,
        error: { details: { authCode: 'auth/invalid-credential' } },
      },
    });
  });

  it('reads the code in either case', async () => {
    const email = freshEmail();
    const guest = await t.guest();
    await t.sendCode({ email });
    const answer = await t.call('POST', '/api/auth/sign-in', {
      body: { email, code: t.codeSentTo(email).toLowerCase(), challenge: t.challenge(email) },
      token: guest.accessToken,
    });
    expect(answer.status).toBe(200);
  });

  it('refuses an expired code with the spec text', async () => {
    const email = freshEmail();
    await t.sendCode({ email });
    const code = t.codeSentTo(email);
    t.clock.advance(10 * 60_000);
    const answer = await t.call('POST', '/api/auth/sign-in', {
      body: { email, code, challenge: t.challenge(email) },
    });
    expect(answer).toMatchObject({
      status: 401,
      body: {
        errorMessage: signInMessages.invalidVerificationCode,
        error: { details: { authCode: 'auth/code-expired' } },
      },
    });
  });

  it('checks the code shape first, with the spec texts', async () => {
    const answer = await t.call('POST', '/api/auth/sign-in', {
      body: { email: freshEmail(), code: 'ABC', challenge: unknownChallenge },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toContainEqual(
      expect.objectContaining({ path: ['code'], message: oneTimeCodeMessages.emailCodeIncomplete }),
    );
    const phone = await t.call('POST', '/api/auth/sign-in', {
      body: { phone: '+447700900001', code: '12a456', challenge: unknownChallenge },
    });
    expect(phone.body.error.details).toContainEqual(
      expect.objectContaining({ message: oneTimeCodeMessages.phoneCodeDigitsOnly }),
    );
  });
});

describe('phone sign-in: the provider errors of spec section 8', () => {
  it('raises auth/invalid-phone-number for a number no network could ring, sending nothing', async () => {
    const phone = '+44 7700 900123 4567';
    const answer = await t.sendCode({ phone });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    expect(answer.body.error.details).toContainEqual({
      path: ['phone'],
      message: signInMessages.wrongPhoneNumber,
      code: 'auth/invalid-phone-number',
    });
  });

  it('raises auth/admin-restricted-operation for a number outside the UK', async () => {
    const answer = await t.sendCode({ phone: '+1 212 555 0100' });
    expect(answer).toMatchObject({
      status: 403,
      body: {
        errorMessage: signInMessages.wrongPhoneNumber,
        error: { code: 'FORBIDDEN', details: { authCode: 'auth/admin-restricted-operation' } },
      },
    });
  });

  it('raises auth/missing-verification-code for a phone sign-in with no code', async () => {
    const answer = await t.call('POST', '/api/auth/sign-in', {
      body: { phone: '+447700900002', code: '', challenge: unknownChallenge },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toContainEqual({
      path: ['code'],
      message: signInMessages.invalidCode,
      code: 'auth/missing-verification-code',
    });
  });
});

describe('a brute force on one code', () => {
  it('is stopped at the fifth wrong try, and the right code no longer works', async () => {
    const email = freshEmail();
    const ip = freshIp();
    await t.sendCode({ email }, ip);
    const right = t.codeSentTo(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await t.call('POST', '/api/auth/sign-in', {
        body: { email, code: wrongEmailCode(right), challenge: t.challenge(email) },
        ip,
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.errorMessage).toBe(signInMessages.tooManyAttempts);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const rightNow = await t.call('POST', '/api/auth/sign-in', {
      body: { email, code: right, challenge: t.challenge(email) },
      ip,
    });
    expect(rightNow).toMatchObject({ status: 429, body: { errorMessage: signInMessages.tooManyAttempts } });
  });

  it('is stopped at the same limit when the tries arrive in parallel', async () => {
    const email = freshEmail();
    await t.sendCode({ email });
    const right = t.codeSentTo(email);
    // Different IPs, so only the per-code limit is in play.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/api/auth/sign-in', {
          body: { email, code: wrongEmailCode(right), challenge: t.challenge(email) },
          ip: `192.0.2.${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    // Exactly five tries were judged: the rest were refused without looking at the code.
    expect(await storedCodeState(email)).toEqual({ codes: ['locked'], failures: 5 });
    const rightNow = await t.call('POST', '/api/auth/sign-in', {
      body: { email, code: right, challenge: t.challenge(email) },
      ip: '192.0.2.99',
    });
    expect(rightNow.status).toBe(429);
  });
});

describe('limits per address and per IP', () => {
  it('an owner locked out of code sign-in: the owner signs in with their code while a stranger keeps guessing', async () => {
    const email = freshEmail();
    const stranger = '192.0.2.66';
    // The stranger asks for codes to the owner's address and guesses at each, round after round.
    const strangerGuesses = async () => {
      const sent = await t.sendCode({ email }, stranger);
      const challenge = sent.body.challenge ?? unknownChallenge;
      const wrong = wrongEmailCode(t.codeSentTo(email));
      return Promise.all(
        Array.from({ length: 6 }, () =>
          t.call('POST', '/api/auth/sign-in', { body: { email, code: wrong, challenge }, ip: stranger }),
        ),
      );
    };
    for (let round = 0; round < 2; round++) await strangerGuesses();
    // Round one: five wrong tries judged; round two: only its fresh code's first, the rest wait.
    expect((await storedCodeState(email)).failures).toBe(6);

    // The owner asks for a code from their own browser; the stranger guesses on while it travels.
    const owner = await t.guest();
    const ownerIp = '198.51.100.77';
    const sent = await t.sendCode({ email }, ownerIp);
    expect(sent.status).toBe(200);
    const code = t.codeSentTo(email);
    const { challenge } = sent.body;
    await strangerGuesses();
    // Guesses at the owner's very code, under challenges the stranger makes up, reach nothing.
    const wrongTries = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/api/auth/sign-in', {
          body: { email, code: wrongEmailCode(code), challenge: unknownChallenge },
          ip: stranger,
        }),
      ),
    );
    expect(wrongTries.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);

    const signedIn = await t.call('POST', '/api/auth/link', {
      body: { email, code, challenge },
      token: owner.accessToken,
      ip: ownerIp,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ outcome: 'linked', user: { id: owner.user.id, email } });
  });

  it("keeps a stranger's guesses slow: past five wrong tries at an address, a code's second try waits", async () => {
    const email = freshEmail();
    const ip = freshIp();
    await t.sendCode({ email }, ip);
    const right = t.codeSentTo(email);
    const challenge = t.challenge(email);
    const guest = await t.guest();
    const attempt = (code: string) =>
      t.call('POST', '/api/auth/sign-in', { body: { email, code, challenge }, ip });
    for (let i = 0; i < 4; i++) expect((await attempt(wrongEmailCode(right))).status).toBe(401);
    // A second code: its first try is judged at once, its next waits out the back-off.
    await t.sendCode({ email }, ip);
    const second = { code: t.codeSentTo(email), challenge: t.challenge(email) };
    const guess = (code: string) =>
      t.call('POST', '/api/auth/link', {
        body: { email, code, challenge: second.challenge },
        token: guest.accessToken,
        ip,
      });
    expect((await guess(wrongEmailCode(second.code))).status).toBe(401);
    const slowed = await guess(second.code);
    expect(slowed).toMatchObject({ status: 429, body: { errorMessage: signInMessages.tooManyAttempts } });
    expect(slowed.headers.get('retry-after')).toBe('30');
    t.clock.advance(30_000);
    expect((await guess(second.code)).status).toBe(200);
  });

  it('makes a fourth code asked by one client for one address wait, saying how long in Retry-After', async () => {
    const email = freshEmail();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await t.sendCode({ email }, ip)).status).toBe(200);
    const fourth = await t.sendCode({ email }, ip);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('30');
    // Another client is not held back by the first one's sends.
    expect((await t.sendCode({ email }, freshIp())).status).toBe(200);
    t.clock.advance(30_000);
    expect((await t.sendCode({ email }, ip)).status).toBe(200);
  });

  it('stops an IP at 30 tries an hour, whatever the addresses, even in parallel', async () => {
    const ip = '192.0.2.200';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.call('POST', '/api/auth/sign-in', {
          body: { email: freshEmail(), code: 'AAAAAAAA', challenge: unknownChallenge },
          ip,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
  });

  it('stops an IP at 20 codes an hour', async () => {
    const ip = '192.0.2.201';
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => t.sendCode({ email: freshEmail() }, ip)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});

describe('signing in by phone', () => {
  it('sends 6 digits by SMS and takes them; a wrong one gets the phone text', async () => {
    const phone = '+44 7700 900123';
    const guest = await t.guest();
    expect((await t.sendCode({ phone })).status).toBe(200);
    const code = t.codeSentTo('+447700900123');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.call('POST', '/api/auth/sign-in', {
      body: { phone, code: code === '000000' ? '111111' : '000000', challenge: t.challenge(phone) },
      token: guest.accessToken,
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: {
        errorMessage: signInMessages.invalidCode,
        error: { details: { authCode: 'auth/invalid-verification-code' } },
      },
    });
    const right = await t.call('POST', '/api/auth/sign-in', {
      body: { phone, code, challenge: t.challenge(phone) },
      token: guest.accessToken,
    });
    expect(right.body).toMatchObject({ outcome: 'linked', user: { id: guest.user.id, isAnonymous: false } });
  });
});

describe('magic links', () => {
  it('rule 5 (issue 36): hideLink keeps the link and its token out of the answer, not out of the e-mail', async () => {
    const email = freshEmail();
    const sent = await t.call('POST', '/fn/generateMagicLink', {
      body: { email, isWeb: true, hideLink: true, channel: 'email' },
    });
    expect(sent.status).toBe(200);
    const token = t.linkTokenSentTo(email);
    expect(t.identity.inbox?.list()[0]?.text).toContain(`/auth/magic-link#token=${token}`);
    expect(sent.text).not.toContain(token);
    expect(sent.text).not.toContain('magic-link');
    expect(Object.keys(sent.body).sort()).toEqual(['challenge', 'message', 'success']);
    // The spec's call signs in with that link.
    const guest = await t.guest();
    const first = await t.call('POST', '/fn/loginWithEmailFromWebApp', {
      body: { token },
      token: guest.accessToken,
    });
    expect(first.body).toMatchObject({ outcome: 'linked', user: { email } });
    // hideLink false changes nothing: no answer ever carries a link (it would sign anyone in).
    const other = freshEmail();
    const shown = await t.call('POST', '/fn/generateMagicLink', {
      body: { email: other, isWeb: true, hideLink: false },
    });
    expect(shown.text).not.toContain(t.linkTokenSentTo(other));
    // An SMS carries the code alone.
    const phone = '+447700900555';
    await t.call('POST', '/fn/generateMagicLink', { body: { phone, isWeb: true, hideLink: true } });
    expect(t.identity.inbox?.list()[0]?.text).not.toContain('magic-link');
  });

  it('sign in once; a reused link is refused with the spec text', async () => {
    const email = freshEmail();
    const guest = await t.guest();
    await t.call('POST', '/fn/generateMagicLink', {
      body: { email, isWeb: true, hideLink: false, channel: 'email' },
    });
    const token = t.linkTokenSentTo(email);
    expect(t.identity.inbox?.list()[0]?.text).toContain(
      `http://127.0.0.1:5173/auth/magic-link#token=${token}`,
    );

    const first = await t.call('POST', '/fn/loginWithEmailFromWebApp', {
      body: { token },
      token: guest.accessToken,
    });
    expect(first.body).toMatchObject({ outcome: 'linked', user: { id: guest.user.id, email } });
    const again = await t.call('POST', '/fn/loginWithEmailFromWebApp', { body: { token } });
    expect(again).toMatchObject({
      status: 401,
      body: {
        errorMessage: signInMessages.invalidVerificationCode,
        error: { details: { authCode: 'auth/invalid-action-code' } },
      },
    });
  });

  it('are refused once expired, or once their code was used', async () => {
    const email = freshEmail();
    await t.call('POST', '/fn/generateMagicLink', { body: { email, isWeb: false, hideLink: false } });
    const token = t.linkTokenSentTo(email);
    expect(t.identity.inbox?.list()[0]?.text).toContain(`cellardoor://auth/magic-link#token=${token}`);
    t.clock.advance(10 * 60_000);
    expect((await t.call('POST', '/fn/loginWithEmailFromWebApp', { body: { token } })).status).toBe(401);

    const other = freshEmail();
    await t.registered(other);
    await t.call('POST', '/fn/generateMagicLink', { body: { email: other, isWeb: true, hideLink: false } });
    const link = t.linkTokenSentTo(other);
    const code = t.codeSentTo(other);
    expect(
      (
        await t.call('POST', '/api/auth/sign-in', {
          body: { email: other, code, challenge: t.challenge(other) },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('POST', '/fn/loginWithEmailFromWebApp', { body: { token: link } })).status).toBe(
      401,
    );
  });
});
