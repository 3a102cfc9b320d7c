import type { CheckoutProofRequest } from '@wine/contracts/identity/checkout-proof';
import type { CustomTokenRequest } from '@wine/contracts/identity/custom-token';
import { formatPence } from '@wine/contracts/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DOWNLOAD_SHEET_SEEN_KEY } from '../src/features/download-sheet/sheet-policy.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { addToCart, CASE_OF_TWO, confirmAge, payWith, wine } from './checkout-steps.ts';
import {
  anotherDevice,
  codeSentTo,
  customTokenAnswer,
  endedSession,
  registeredAccount,
  sessionOf,
  signInPage,
} from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');

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
  // The proof the tab registers with identity, as the buyer, before it leaves for the bank.
  const registered = page.waitForRequest(
    (request) => request.url().endsWith('/api/auth/checkout-proof') && request.method() === 'POST',
  );
  await payWith(page, '4000 0027 6000 3184', `Pay ${formatPence(bottle.publicPrice)}`);
  const proof = (await registered).postDataJSON() as CheckoutProofRequest;
  await page.waitForURL((url) => url.pathname.startsWith('/payments-simulator/'));
  return { account, email, context, page, session, proof };
}

const paid = (page: Page) => page.getByRole('heading', { name: 'Thank you, your order is paid' }).waitFor();

describe('After checkout, a user can be signed in automatically using a custom token obtained for their e-mail', () => {
  it('the bank sends the buyer back to another browser: the order id and the e-mail sign no one in there, and the buyer signs in with a code to see their order', async () => {
    const { account, email, context, page, proof } = await atTheBank('elsewhere');
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
    const orderId = new URL(returnUrl ?? '').searchParams.get('order_id');
    expect(new URL(returnUrl ?? '').pathname).toBe('/checkout/complete');
    expect(orderId).toBe(proof.checkoutId);

    // The other browser holds no proof: it asks for no custom token, only for the normal sign-in.
    const other = await browser.newContext(DESKTOP);
    await other.setExtraHTTPHeaders(anotherDevice());
    await other.addInitScript((key) => sessionStorage.setItem(key, '1'), DOWNLOAD_SHEET_SEEN_KEY);
    const phone = await other.newPage();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    const customTokenAsked: string[] = [];
    phone.on('request', (request) => {
      if (request.url().includes('getCustomTokenForEmail')) customTokenAsked.push(request.url());
    });
    await phone.goto(returnUrl ?? '');
    await phone.getByRole('region', { name: 'Welcome back from your bank' }).waitFor();
    const modal = phone.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` });
    await modal.waitFor();
    await modal.evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
    await shot(phone, 'ac1-asked-to-sign-in');

    // The buyer signs in with a code: signed in as the buyer, and the order's outcome as in the
    // first browser.
    const since = new Date(Date.now() - 1000).toISOString();
    await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    const codeField = modal.getByRole('textbox', { name: 'Your code' });
    await codeField.fill(await codeSentTo(email, since));
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await paid(phone);
    await phone
      .getByRole('status')
      .filter({ hasText: `Signed in as ${account.user.displayName}` })
      .waitFor();
    expect((await sessionOf(phone)).user).toMatchObject({ id: account.user.id, isAnonymous: false });
    await expect
      .poll(() => new URL(phone.url()).searchParams.has('payment_intent_client_secret'))
      .toBe(false);
    await shot(phone, 'ac2-signed-in-with-a-code');
    expect(customTokenAsked).toEqual([]);

    // The hole of issue 28: whoever knows the order id and the buyer's e-mail asks identity
    // for the custom token of this paid checkout, and is refused.
    const stranger: Omit<CustomTokenRequest, 'isWeb'> = { email, checkoutId: proof.checkoutId };
    expect(await customTokenAnswer(stranger)).toBe(403);
    expect(errors).toEqual([]);
    await other.close();
  });

  it('the session ends while the buyer is at the bank: back in the same tab, the proof it kept signs them in with no typing, once', async () => {
    const { account, context, page, session, email, proof } = await atTheBank('ended');
    await endedSession(session);
    const asked = page.waitForRequest((request) => request.url().includes('getCustomTokenForEmail'));
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await paid(page);
    expect(new URL(page.url()).pathname).toBe('/checkout/complete');
    expect((await sessionOf(page)).user).toMatchObject({ id: account.user.id, isAnonymous: false });
    expect(await page.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` }).count()).toBe(0);
    expect((await asked).postDataJSON()).toMatchObject({
      email,
      checkoutId: proof.checkoutId,
      proof: proof.proof,
    });
    await shot(page, 'ac3-signed-in-again-automatically');

    // The proof is spent: presented again, even with the e-mail and the order id, it buys nothing.
    expect(await customTokenAnswer({ email, checkoutId: proof.checkoutId, proof: proof.proof })).toBe(403);
    await context.close();
  });
});
