import { formatPence } from '@wine/contracts/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DOWNLOAD_SHEET_SEEN_KEY } from '../src/features/download-sheet/sheet-policy.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { addToCart, CASE_OF_TWO, confirmAge, payWith, wine } from './checkout-steps.ts';
import { anotherDevice, endedSession, registeredAccount, sessionOf, signInPage } from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');

// identity's 403 for a custom token it will not give (docs/identity.md section 5).
const NO_CHECKOUT = 'No checkout was just completed with this email address. Please sign in with a code.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A buyer's checkout of one bottle, up to the bank's 3-D Secure page, on its own device. */
async function atTheBank(prefix: string) {
  const [bottle] = await Promise.all(CASE_OF_TWO.slice(0, 1).map(wine));
  if (!bottle) throw new Error('no wine');
  const email = `${prefix}.${Date.now()}@example.com`;
  const account = await registeredAccount(email);
  // No device header here: it would go to the card form's cross-origin calls as well.
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), DOWNLOAD_SHEET_SEEN_KEY);
  const page = await context.newPage();
  await signInPage(page, `${base}/`, account);
  await addToCart(page, bottle, 1);
  await page.goto(`${base}/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await confirmAge(page);
  const session = await sessionOf(page);
  await payWith(page, '4000 0027 6000 3184', `Pay ${formatPence(bottle.publicPrice)}`);
  await page.waitForURL((url) => url.pathname.startsWith('/payments-simulator/'));
  return { account, email, context, page, session };
}

const paid = (page: Page) => page.getByRole('heading', { name: 'Thank you, your order is paid' }).waitFor();

describe('After checkout, a user can be signed in automatically using a custom token obtained for their e-mail', () => {
  it('the bank sends the buyer back to another browser: they give the e-mail they checked out with and see their order, signed in', async () => {
    const { account, email, context, page } = await atTheBank('elsewhere');
    // The bank's way back is taken on another device: this tab hears the bank's answer (its
    // redirect, read here) and never follows it.
    let returnUrl: string | undefined;
    await page.route('**/payments-simulator/3ds/**', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      returnUrl = new URL(answer.headers().location ?? '', route.request().url()).href;
      return route.abort();
    });
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect.poll(() => returnUrl).toBeDefined();
    await context.close();
    expect(new URL(returnUrl ?? '').pathname).toBe('/checkout/complete');

    const other = await browser.newContext(DESKTOP);
    await other.setExtraHTTPHeaders(anotherDevice());
    await other.addInitScript((key) => sessionStorage.setItem(key, '1'), DOWNLOAD_SHEET_SEEN_KEY);
    const phone = await other.newPage();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.goto(returnUrl ?? '');
    const form = phone.getByRole('region', { name: 'Welcome back from your bank' });
    await form.waitFor();
    await shot(phone, 'ac1-asked-for-the-checkout-email');

    // Someone else's e-mail gets identity's 403, and the normal sign-in is offered.
    const field = form.getByRole('textbox', { name: 'Email address' });
    await field.fill(`someone.else.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Show my order' }).click();
    await form.getByText(NO_CHECKOUT).waitFor({ timeout: 20_000 });
    await form.getByRole('button', { name: 'Sign in with a code' }).waitFor();
    await shot(phone, 'ac2-not-the-buyer');

    // The buyer's e-mail: signed in as the buyer, and the order's outcome as in the first browser.
    await field.fill(email);
    await form.getByRole('button', { name: 'Show my order' }).click();
    await paid(phone);
    await phone
      .getByRole('status')
      .filter({ hasText: `Signed in as ${account.user.displayName}` })
      .waitFor();
    expect((await sessionOf(phone)).user).toMatchObject({ id: account.user.id, isAnonymous: false });
    await expect
      .poll(() => new URL(phone.url()).searchParams.has('payment_intent_client_secret'))
      .toBe(false);
    await shot(phone, 'ac3-signed-in-after-checkout');
    expect(errors).toEqual([]);
    await other.close();
  });

  it('the session ends while the buyer is at the bank: back in the same tab, the remembered e-mail signs them in with no typing', async () => {
    const { account, context, page, session } = await atTheBank('ended');
    await endedSession(session);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await paid(page);
    expect(new URL(page.url()).pathname).toBe('/checkout/complete');
    expect((await sessionOf(page)).user).toMatchObject({ id: account.user.id, isAnonymous: false });
    expect(await page.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` }).count()).toBe(0);
    await shot(page, 'ac4-signed-in-again-automatically');
    await context.close();
  });
});
