import type { AuthSession } from '@wine/contracts/identity/auth-session';
import type { ClubSubscriptionResult } from '@wine/contracts/payments/club-subscription';
import { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { freshCard } from './fresh-card.ts';
import { codeSentTo, registeredAccount, renewedSession, sessionOf, signInPage } from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');
const gateway = inject('gatewayUrl');

// The simulator's own secret key: what Stripe's dashboard would do, done from here.
const SIMULATOR_SECRET_KEY = inject('simulatorSecretKey');

/** A featured wine members pay less for. */
async function discountedWine() {
  const { items } = (await (await fetch(`${gateway}/api/catalog/featured-wines?limit=24`)).json()) as {
    items: { slug: string; name: string; memberSavingPercent: number }[];
  };
  const wine = items.find((item) => item.memberSavingPercent > 0);
  if (!wine) throw new Error('no featured wine with a member saving');
  return wine;
}

/** A club call as another device makes it; `token` is its answer's consistency token. */
async function club(
  path: string,
  session: AuthSession,
  body?: unknown,
): Promise<ClubSubscriptionResult & { token: string }> {
  const response = await fetch(`${gateway}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const token = response.headers.get('x-consistency-token') ?? '';
  return { ...((await response.json()) as ClubSubscriptionResult), token };
}

/** Fills the card form and presses its button. */
async function enterCard(page: Page, cardNumber: string, button: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: button }).click();
}

/** The conversion events the page sends, by name. */
function conversionsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/fn/logWebAppConversionsApiEvent')) {
      names.push((request.postDataJSON() as { eventName: string }).eventName);
    }
  });
  return names;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the free trial of the collectors club', () => {
  it('signs a visitor up, takes a card, and shows member prices at once', async () => {
    const wine = await discountedWine();
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const conversions = conversionsOf(page);

    // Sign up from the home page: the details, then the code from the e-mail.
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL(`${base}/signup`);
    const form = page.getByRole('form', { name: 'Start your free trial' });
    const email = `trial.${Date.now()}@example.com`;
    await form.getByRole('textbox', { name: 'Your name' }).fill('Robin Vale');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form
      .getByRole('textbox', { name: 'Mobile number' })
      .fill(`+44 7700 ${String(Date.now()).slice(-6)}`);
    const since = new Date(Date.now() - 1000).toISOString();
    await form.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('textbox', { name: 'Your code' }).fill(await codeSentTo(email, since));
    await page.getByRole('button', { name: 'Sign in' }).last().click();

    // Signed in: the card starts the trial, with the terms (the gateway's defaults) above the form.
    await page.getByRole('heading', { name: 'Your card' }).waitFor();
    await page.getByText('Nothing is charged today').waitFor();
    const terms = page.getByTestId('club-terms');
    await expect.poll(() => terms.textContent()).toBe('14 days free, then £15.00 a month. Cancel any time.');
    expect(await terms.isVisible()).toBe(true);
    const termsBox = await terms.boundingBox();
    const submitBox = await page.getByRole('button', { name: 'Start my free trial' }).boundingBox();
    expect(termsBox && submitBox && termsBox.y + termsBox.height <= submitBox.y).toBe(true);
    await shot(page, 't1-trial-card-step');

    // A look at the shop first: signed in, not yet a member, so public prices (now in the cache).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop all wines' })
      .click();
    await page.waitForURL(`${base}/shop`);
    await page
      .getByText(/Members save \d+%/)
      .first()
      .waitFor();
    expect(await page.locator('main article s').count()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'Your card' }).waitFor();
    await enterCard(page, '4242 4242 4242 4242', 'Start my free trial');

    // The welcome, with the trial's last day as a UK date.
    await page.getByRole('heading', { name: "You're a member" }).waitFor();
    const welcome = (await page.getByTestId('club-welcome').textContent()) ?? '';
    expect(welcome).toMatch(
      /^Your free trial runs until \d{1,2} [A-Z][a-z]+ \d{4}, and member prices are yours now\.$/,
    );
    const trialEnds = /until (.+), and/.exec(welcome)?.[1] ?? '';
    await page.getByRole('link', { name: 'Shop at member prices' }).waitFor();
    await shot(page, 't2-trial-welcome');

    // The same shop, without a reload: member prices, the public ones struck through.
    await page.getByRole('link', { name: 'Shop at member prices' }).click();
    await page.waitForURL(`${base}/shop`);
    await page.locator('main article s').first().waitFor();
    expect(await page.getByText(/Members save \d+%/).count()).toBe(0);
    expect((await sessionOf(page)).user.isMember).toBe(true);
    await shot(page, 't3-shop-member-prices');

    // A product page too.
    await page.goto(`${base}/product/${wine.slug}`);
    const purchase = page.getByRole('region', { name: 'Price and availability' });
    await purchase.locator('s').waitFor();
    const text = (await purchase.textContent()) ?? '';
    expect(text).toContain('Member price');
    expect(text).toMatch(/Save \d+%/);
    expect(text).not.toContain('Members save');
    await shot(page, 't4-product-member-price');

    // The account shows the trial and the card it will charge.
    await page.goto(`${base}/account`);
    const panel = page.getByRole('region', { name: 'Collectors club' });
    await expect
      .poll(() => panel.getByTestId('club-standing').textContent())
      .toBe(`Trial until ${trialEnds}`);
    await expect
      .poll(() => panel.getByTestId('card-on-file').textContent())
      .toBe('Visa ending 4242, expires 12/30');
    expect(await panel.getByRole('button', { name: 'Rejoin the club' }).count()).toBe(0);
    await shot(page, 't5-account-trial');

    expect(conversions.filter((name) => name === 'StartTrial')).toHaveLength(1);
    expect(conversions).not.toContain('Subscribe');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a lapsed member on /account', () => {
  it('changes the card on file and rejoins, past a declined card', async () => {
    // A trial taken on another device, then cancelled (as Stripe would, e.g. from its dashboard).
    const account = await registeredAccount(`lapsed.${Date.now()}@example.com`);
    const card = await freshCard();
    const trial = await club('/api/web-app/signup/subscription', account, {
      paymentMethodId: card.paymentMethodId,
    });
    expect(trial).toMatchObject({ status: 'trialing', isMember: true });
    const { apiBase } = PaymentsClientConfig.parse(
      await (await fetch(`${gateway}/api/payments/config`)).json(),
    );
    const cancelled = await fetch(`${apiBase}/v1/subscriptions/${trial.subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${SIMULATOR_SECRET_KEY}` },
    });
    expect(cancelled.status).toBe(200);

    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const conversions = conversionsOf(page);
    await signInPage(page, `${base}/account`, account);
    const panel = page.getByRole('region', { name: 'Collectors club' });
    const standing = panel.getByTestId('club-standing');
    const cardOnFile = panel.getByTestId('card-on-file');
    await expect.poll(() => standing.textContent()).toBe('Ended');
    await expect.poll(() => cardOnFile.textContent()).toBe(`Visa ending ${card.last4}, expires 12/30`);

    // A card that will be declined goes on file.
    await panel.getByRole('button', { name: 'Change card' }).click();
    await enterCard(page, '4000 0000 0000 0002', 'Save this card');
    await panel.getByText('Card saved: the club uses it from now on.').waitFor();
    expect(await cardOnFile.textContent()).toBe('Visa ending 0002, expires 12/30');

    // Rejoining charges it at once (the trial was used): declined.
    await panel.getByRole('button', { name: 'Rejoin the club' }).click();
    await panel
      .getByRole('alert')
      .filter({ hasText: 'Your card on file was declined. Change the card, then rejoin.' })
      .waitFor();
    expect(await standing.textContent()).toBe('Not started');
    await shot(page, 'r1-rejoin-declined');

    // Another card, and the club again.
    await panel.getByRole('button', { name: 'Change card' }).click();
    await enterCard(page, '4242 4242 4242 4242', 'Save this card');
    await expect.poll(() => cardOnFile.textContent()).toBe('Visa ending 4242, expires 12/30');
    await panel.getByRole('button', { name: 'Rejoin the club' }).click();
    await panel.getByText('Welcome back: member prices are yours again.').waitFor();
    await expect.poll(() => standing.textContent()).toBe('Active');
    await expect.poll(async () => (await sessionOf(page)).user.isMember).toBe(true);
    await shot(page, 'r2-rejoined');

    expect(conversions.filter((name) => name === 'Subscribe')).toHaveLength(1);
    expect(conversions).not.toContain('StartTrial');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a member leaving the club from /account', () => {
  it('cancels a trial: member prices until its last day, never charged, and no more (issue 28, member prices without paying)', async () => {
    // A trial taken on another device; the page's session says member, as after joining there.
    const wine = await discountedWine();
    const account = await registeredAccount(`leaving.${Date.now()}@example.com`);
    const trial = await club('/api/web-app/signup/subscription', account, {
      paymentMethodId: (await freshCard()).paymentMethodId,
    });
    expect(trial).toMatchObject({ status: 'trialing', isMember: true });
    const trialEnds = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date(trial.trialEndsAt ?? ''));
    // Renewed as of the subscription: identity has followed it by then.
    const member = await renewedSession(account, trial.token);
    expect(member.user.isMember).toBe(true);

    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInPage(page, `${base}/product/${wine.slug}`, member);
    const purchase = page.getByRole('region', { name: 'Price and availability' });
    await purchase.locator('s').waitFor();

    // To the account in the app (the prices stay cached), where a member may cancel.
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.waitForURL(`${base}/account`);
    const panel = page.getByRole('region', { name: 'Collectors club' });
    const standing = panel.getByTestId('club-standing');
    await expect.poll(() => standing.textContent()).toMatch(/^Trial until /);
    expect(await panel.getByTestId('club-terms').count()).toBe(0);

    // Changing their mind first: nothing happens.
    await panel.getByRole('button', { name: 'Cancel membership' }).click();
    const confirm = panel.getByRole('region', { name: 'Cancel your membership?' });
    expect(await confirm.textContent()).toContain(
      `Your free trial won't become a paid membership. You keep member prices until ${trialEnds} and nothing is charged`,
    );
    await confirm.getByRole('button', { name: 'Keep my membership' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await standing.textContent()).toMatch(/^Trial until /);

    await panel.getByRole('button', { name: 'Cancel membership' }).click();
    await shot(page, 'l1-leave-confirm');
    await confirm.getByRole('button', { name: 'Yes, cancel membership' }).click();
    await panel.getByText(/^Your membership won't renew: member prices until \d{1,2} \w+ \d{4}\.$/).waitFor();
    await expect.poll(() => standing.textContent()).toMatch(/^Ends on \d{1,2} \w+ \d{4}$/);
    // Still a member to the trial's last day (Stripe ends it then, before any invoice), not beyond.
    expect((await sessionOf(page)).user.isMember).toBe(true);
    await shot(page, 'l2-left');

    // Back to the same product page: the member price, until the trial's end.
    await page.goBack();
    await page.waitForURL(`${base}/product/${wine.slug}`);
    await purchase.locator('s').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
