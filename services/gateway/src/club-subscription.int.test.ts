import { randomUUID } from 'node:crypto';
import { createIdentityTestApp, type IdentityTestApp } from '@wine/identity/testing/identity-test-app';
import { membershipFromSubscription } from '@wine/identity/workflows/membership-from-subscription';
import { createLogger } from '@wine/platform/observability/logger';
import { eventually } from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyPath, startMoneyPath } from './testing/money-path-app.ts';

// The collectors club through Stripe's subscriptions (the simulator behind the real SDK) with
// the real identity context: its tokens, its club status and its member check.

let t: IdentityTestApp;
let path: MoneyPath;

beforeAll(async () => {
  t = await createIdentityTestApp({ logger: createLogger('club-test', { level: 'silent' }) });
  // One database for both contexts: identity follows the payments context's events in it.
  path = await startMoneyPath({
    verifier: t.identity.verifier,
    db: t.db,
    workflows: [membershipFromSubscription],
  });
});
afterAll(async () => {
  await path.stop();
  await t.close();
});

const memberCheck = async (userId: string, token: string): Promise<boolean> =>
  (await t.call('POST', '/api/auth/member-check', { body: { appUserId: userId }, token })).body.isMember;
const club = (route: string, token: string, body?: unknown) =>
  path.call('POST', route, { headers: { authorization: `Bearer ${token}` }, ...(body ? { body } : {}) });

describe('the collectors club subscription', () => {
  it('makes a subscriber a member at once (free trial), a lapsed one not, and a resubscriber again', async () => {
    const account = await t.registered(`club-${randomUUID()}@example.com`);
    const { id } = account.user;
    const token = account.accessToken;

    const joined = await club('/api/web-app/signup/subscription', token, { paymentMethodId: 'pm_card_visa' });
    expect(joined.body).toMatchObject({ status: 'trialing', isMember: true, clubStatus: 'MEMBER' });
    expect(Date.parse(joined.body.trialEndsAt)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    // Identity follows the subscription: the member check (and member prices) agree soon after.
    await eventually(() => memberCheck(id, token));

    const card = await path.call('GET', '/fn/getPaymentMethod', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(card.body.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });
    const twice = await club('/api/web-app/signup/subscription', token);
    expect(twice.body.subscriptionId).toBe(joined.body.subscriptionId);

    // Stripe ends it (the card lapsed, or cancelled in the portal): the webhook says so.
    await fetch(`${path.simulator.url}/v1/subscriptions/${joined.body.subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${path.simulator.secretKey}` },
    });
    await eventually(async () => !(await memberCheck(id, token)));
    const checked = await club('/api/web-app/stripe/check-subscription', token);
    expect(checked.body).toMatchObject({ status: 'canceled', isMember: false, clubStatus: 'NON_MEMBER' });

    const back = await club('/fn/resubscribeCustomer', token);
    expect(back.body).toMatchObject({ status: 'active', isMember: true, trialEndsAt: null });
    expect(back.body.subscriptionId).not.toBe(joined.body.subscriptionId);
    await eventually(() => memberCheck(id, token));

    // Leaving a paid membership: it runs to the end of the month paid for, then stops.
    const leaving = await club('/api/web-app/stripe/cancel-subscription', token);
    expect(leaving.body).toMatchObject({ status: 'active', isMember: true, clubStatus: 'MEMBER' });
    expect(Date.parse(leaving.body.endsAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await memberCheck(id, token)).toBe(true);
  });

  it('needs a card to join, and keeps guests out', async () => {
    const account = await t.registered(`nocard-${randomUUID()}@example.com`);
    const cardless = await club('/api/web-app/signup/subscription', account.accessToken);
    expect(cardless.status).toBe(400);
    expect(cardless.body.error.message).toBe('A card is needed to join the club');
    const guest = await t.guest();
    const refused = await club('/api/web-app/signup/subscription', guest.accessToken, {
      paymentMethodId: 'pm_card_visa',
    });
    expect(refused.status).toBe(403);
    const unknownCard = await club('/api/web-app/signup/change-payment-method', account.accessToken, {
      paymentMethodId: 'pm_madeup000000000000',
    });
    expect(unknownCard.status).toBe(402);
    expect(unknownCard.body.error.code).toBe('HTTP_402');
    const bad = await club('/api/web-app/signup/change-payment-method', account.accessToken, {
      paymentMethodId: 'card',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('saves a card through a SetupIntent for the mobile app', async () => {
    const account = await t.registered(`setup-${randomUUID()}@example.com`);
    const setup = await club('/api/web-app/signup/setup-intent', account.accessToken);
    expect(setup.body).toMatchObject({
      setupIntentId: expect.stringMatching(/^seti_/),
      customerId: expect.stringMatching(/^cus_/),
    });
    expect(setup.body.clientSecret).toMatch(new RegExp(`^${setup.body.setupIntentId}_secret_`));
    const saved = await club('/fn/onCardAddedFromMobileApp', account.accessToken, {
      paymentMethodId: 'pm_card_mastercard',
    });
    expect(saved.body.paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });
});

const typedCard = (number: string) => path.typedCard(number);

describe('member prices without paying (issue 28.6)', () => {
  it('gives one free trial per card: a second account with the same card is charged from the start', async () => {
    const first = await t.registered(`trial-a-${randomUUID()}@example.com`);
    const joined = await club('/api/web-app/signup/subscription', first.accessToken, {
      paymentMethodId: await typedCard('5555555555554444'),
    });
    expect(joined.body).toMatchObject({ status: 'trialing', isMember: true });

    // The same card, typed again into another account: Stripe gives it the same fingerprint.
    const second = await t.registered(`trial-b-${randomUUID()}@example.com`);
    const again = await club('/api/web-app/signup/subscription', second.accessToken, {
      paymentMethodId: await typedCard('5555 5555 5555 4444'),
    });
    expect(again.body).toMatchObject({ status: 'active', isMember: true, trialEndsAt: null });
  });

  it('keeps a cancelled trial a membership to the end of the trial, not beyond, and never charges it', async () => {
    const account = await t.registered(`trial-cancel-${randomUUID()}@example.com`);
    const { id } = account.user;
    const joined = await club('/api/web-app/signup/subscription', account.accessToken, {
      paymentMethodId: await typedCard('4000056655665556'),
    });
    expect(joined.body.status).toBe('trialing');
    await eventually(() => memberCheck(id, account.accessToken));
    const charges = path.charges();

    const left = await club('/api/web-app/stripe/cancel-subscription', account.accessToken);
    expect(left.body).toMatchObject({ status: 'trialing', isMember: true, clubStatus: 'MEMBER' });
    // It stops when the trial would have ended: Stripe ends it then, before any invoice.
    expect(left.body.endsAt).toBe(joined.body.trialEndsAt);
    expect(await memberCheck(id, account.accessToken)).toBe(true);
    expect(path.charges()).toBe(charges);
  });
});

describe('a subscription the shop never offered', () => {
  const refusedSoFar = async () => {
    const text = (await path.call('GET', '/metrics')).body as string;
    const line =
      /wine_payments_club_subscriptions_refused_total\{reason="a longer free trial than offered"\} (\d+)/.exec(
        text,
      );
    return Number(line?.[1] ?? 0);
  };

  it('makes no member, even made with the API keys on the customer the shop created: a ten-year free trial', async () => {
    const account = await t.registered(`freeloader-${randomUUID()}@example.com`);
    const { id } = account.user;
    const setup = await club('/api/web-app/signup/setup-intent', account.accessToken);
    const before = await refusedSoFar();

    const forged = await fetch(`${path.simulator.url}/v1/subscriptions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${path.simulator.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        customer: setup.body.customerId,
        'items[0][price]': 'price_club',
        default_payment_method: 'pm_card_visa',
        trial_period_days: '3650',
        'metadata[userId]': id,
      }),
    });
    expect(forged.status).toBe(200);

    await eventually(async () => (await refusedSoFar()) > before);
    expect(await memberCheck(id, account.accessToken)).toBe(false);
    const standing = await club('/api/web-app/stripe/check-subscription', account.accessToken);
    expect(standing.body).toMatchObject({ isMember: false, clubStatus: 'NON_MEMBER', subscriptionId: null });
  });
});

describe('leaving the club', () => {
  // Cancelling a trial keeps it to its end now (issue 28.6): 'member prices without paying' above.
  it('shows the terms first', async () => {
    const terms = await path.call('GET', '/api/payments/config');
    expect(terms.body.club).toEqual({ trialDays: 14, pricePence: 1500, interval: 'month' });
  });
});
