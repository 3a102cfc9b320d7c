import { signInMessages } from '@wine/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';
import { startSmsProviderCapture } from '../testing/sms-provider-capture.ts';

// Phone codes through the SMS provider's API (a local server speaking Twilio's), and the spec's
// phone errors (section 8) for the numbers it refuses.
let t: IdentityTestApp;
let provider: Awaited<ReturnType<typeof startSmsProviderCapture>>;
let n = 0;
const freshPhone = () => `+4477009${String(++n).padStart(5, '0')}`;
const freshIp = () => `198.51.100.${++n % 250}`;

beforeAll(async () => {
  provider = await startSmsProviderCapture();
  t = await createIdentityTestApp({ env: { SMS_URL: provider.url, SMS_FROM: 'CellarDoor' } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const wrongNumberAnswer = (authCode: string) => ({
  status: 400,
  body: {
    errorMessage: signInMessages.wrongPhoneNumber,
    error: {
      code: 'VALIDATION_ERROR',
      details: [{ path: ['phone'], message: signInMessages.wrongPhoneNumber, code: authCode }],
    },
  },
});

describe('phone codes through the SMS provider', () => {
  it('sends the code by SMS from our sender, and it signs the person in', async () => {
    const phone = freshPhone();
    expect(await t.sendCode({ phone }, freshIp())).toMatchObject({ status: 200, body: { success: true } });
    const sms = provider.received.find((m) => m.to === phone);
    expect(sms).toMatchObject({ from: 'CellarDoor' });
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    const signedIn = await t.call('POST', '/api/auth/link', {
      body: { phone, code, challenge: t.challenge(phone) },
      token: (await t.guest()).accessToken,
    });
    expect(signedIn.status).toBe(200);
  });

  it('raises auth/invalid-phone-number for a number the provider says no network could ring', async () => {
    const phone = freshPhone();
    provider.refuse(phone, { status: 400, code: 21211 });
    expect(await t.sendCode({ phone }, freshIp())).toMatchObject(
      wrongNumberAnswer('auth/invalid-phone-number'),
    );
  });

  it('raises auth/unknown for a number the provider refuses for a reason of its own', async () => {
    const phone = freshPhone();
    provider.refuse(phone, { status: 400, code: 21610 });
    expect(await t.sendCode({ phone }, freshIp())).toMatchObject(wrongNumberAnswer('auth/unknown'));
  });

  it('raises auth/admin-restricted-operation for a region the provider will not send to', async () => {
    const phone = freshPhone();
    provider.refuse(phone, { status: 400, code: 21408 });
    expect(await t.sendCode({ phone }, freshIp())).toMatchObject({
      status: 403,
      body: {
        errorMessage: signInMessages.wrongPhoneNumber,
        error: { code: 'FORBIDDEN', details: { authCode: 'auth/admin-restricted-operation' } },
      },
    });
  });

  it("blames no number for the provider's outage: the code is only reported undelivered", async () => {
    const phone = freshPhone();
    provider.refuse(phone, { status: 503, code: 20_503 });
    expect(await t.sendCode({ phone }, freshIp())).toMatchObject({
      status: 200,
      body: { success: false, message: 'Failed to generate magic link' },
    });
  });

  it('keeps a refused number out of the dev inbox: no code was sent', async () => {
    const phone = freshPhone();
    provider.refuse(phone, { status: 400, code: 21211 });
    await t.sendCode({ phone }, freshIp());
    expect(() => t.codeSentTo(phone)).toThrow();
  });
});
