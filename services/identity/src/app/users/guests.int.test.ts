import { signInMessages } from '@wine/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../../testing/identity-test-app.ts';

const startGuests = (t: IdentityTestApp, count: number, ip: string) =>
  Promise.all(Array.from({ length: count }, () => t.call('POST', '/api/auth/anonymous', { ip })));

describe('new guests per caller address and hour', () => {
  let t: IdentityTestApp;
  let raised: IdentityTestApp;
  beforeAll(async () => {
    [t, raised] = await Promise.all([
      createIdentityTestApp(),
      createIdentityTestApp({ env: { GUEST_STARTS_PER_IP_HOUR: '45' } }),
    ]);
  });
  afterAll(() => Promise.all([t.close(), raised.close()]));

  it('starts 30 from one address, even in parallel, refuses the rest, and not another address', async () => {
    const answers = await startGuests(t, 35, '192.0.2.210');
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toMatchObject({
      error: { code: 'RATE_LIMITED' },
      errorMessage: signInMessages.tooManyAttempts,
    });
    expect((await t.call('POST', '/api/auth/anonymous', { ip: '192.0.2.211' })).status).toBe(201);
  });

  it('starts as many as GUEST_STARTS_PER_IP_HOUR allows where shoppers share an address', async () => {
    const answers = await startGuests(raised, 50, '192.0.2.212');
    expect(answers.filter((a) => a.status === 201)).toHaveLength(45);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});
