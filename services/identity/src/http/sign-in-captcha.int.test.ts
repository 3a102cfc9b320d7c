import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

// Issue 36, rule 7 (server side): a sign-in code is sent only after the invisible captcha, a
// proof of work solved by the caller, checked here (signed, unexpired, once).

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

const sent = () => t.identity.inbox?.list().length ?? 0;
let n = 0;
const ip = () => `198.18.${(++n >> 8) & 255}.${n & 255}`;

const send = (body: Record<string, unknown>) =>
  t.call('POST', '/fn/generateMagicLink', { body: { isWeb: true, hideLink: true, ...body }, ip: ip() });

/** A payload that is not the answer: the challenge is real, the work is not done. */
async function unsolved(): Promise<string> {
  const challenge = (await (await t.app.request('/api/auth/captcha')).json()) as object;
  const solution = { counter: 1, derivedKey: 'ff'.repeat(32) };
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A solved payload with its challenge's parameters changed (a cheaper one, say). */
function tampered(payload: string): string {
  const solved = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  solved.challenge.parameters.cost = 1;
  solved.challenge.parameters.keyPrefix = '0';
  return Buffer.from(JSON.stringify(solved)).toString('base64');
}

describe('rule 7: the invisible captcha before a sign-in code is sent', () => {
  it('1,000 sends without a solved challenge cause 0 SMS and 0 e-mails', async () => {
    const before = sent();
    const wrong = [undefined, 'bm90IGEgcGF5bG9hZA==', await unsolved(), tampered(await t.captcha())];
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const k = batch * 50 + i;
          const contact =
            k % 2 === 0
              ? { email: `bot${k}@example.com` }
              : { phone: `+4477009${String(k).padStart(5, '0')}` };
          return send({ ...contact, captcha: wrong[k % wrong.length] });
        }),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(sent() - before).toBe(0);
    // No captcha at all is a bad request; a wrong one is refused.
    expect(Object.fromEntries(statuses)).toEqual({ 400: 250, 403: 750 });
  });

  it('sends once for a solved challenge, and refuses it the second time', async () => {
    const before = sent();
    const captcha = await t.captcha();
    const first = await send({ email: 'once@example.com', captcha });
    expect(first.body).toMatchObject({ success: true });
    const again = await send({ email: 'once@example.com', captcha });
    expect(again).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN', details: { captcha: 'used' } } },
    });
    // Not for another address either.
    expect((await send({ email: 'other@example.com', captcha })).status).toBe(403);
    expect(sent() - before).toBe(1);
  });

  it('refuses a solved challenge once it has expired (5 minutes)', async () => {
    const captcha = await t.captcha();
    t.clock.advance(5 * 60_000 + 1);
    const late = await send({ email: 'late@example.com', captcha });
    expect(late).toMatchObject({ status: 403, body: { error: { details: { captcha: 'expired' } } } });
  });

  it('hands out signed challenges, never kept by a cache', async () => {
    const answer = await t.app.request('/api/auth/captcha');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const challenge = (await answer.json()) as { signature: string };
    expect(challenge).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256', keyPrefix: '00' } });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});
