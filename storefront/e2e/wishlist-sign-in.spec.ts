import { contactMessages, oneTimeCodeMessages, signInMessages } from '@wine/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { codeSentTo, registeredAccount, sessionOf } from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');

/**
 * From a phone-sized tablet to a small laptop, the header's links end before its buttons start,
 * and every button is on screen. A screenshot of the header at each width.
 */
async function expectHeaderFits(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).waitFor();
  for (const width of [768, 1024, 1100]) {
    await page.setViewportSize({ width, height: 900 });
    const gap = await page.evaluate(() => {
      const links = [...document.querySelectorAll('nav[aria-label="Main"] li')].filter(
        (li) => li.getBoundingClientRect().width > 0,
      );
      const lastLink = links.at(-1)?.getBoundingClientRect().right ?? 0;
      const buttons = document
        .querySelector('header a[href="/cart"]')
        ?.parentElement?.getBoundingClientRect();
      return { lastLink, buttonsLeft: buttons?.left ?? 0, buttonsRight: buttons?.right ?? 0 };
    });
    expect(gap.lastLink).toBeLessThanOrEqual(gap.buttonsLeft);
    expect(gap.buttonsRight).toBeGreaterThan(0);
    expect(gap.buttonsRight).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: `${inject('artifactsDir')}/${name}-${width}.png`,
      clip: { x: 0, y: 0, width, height: 64 },
    });
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a guest with a wishlist who signs in to their account', () => {
  it('keeps the wine they saved as a guest', async () => {
    // The account exists already (made on another device), so signing in claims this guest.
    const email = `claire.${Date.now()}@example.com`;
    const account = await registeredAccount(email);
    const [wine] = (
      (await (await fetch(`${base}/api/catalog/featured-wines?limit=1`)).json()) as {
        items: { slug: string; name: string }[];
      }
    ).items;
    if (!wine) throw new Error('no featured wine');

    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // As a guest: save a wine.
    await page.goto(`${base}/product/${wine.slug}`);
    await page.getByRole('heading', { name: wine.name, level: 1 }).waitFor();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/wishlist/') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await page.getByRole('button', { name: 'Saved to wishlist', pressed: true }).waitFor();
    expect((await saved).status()).toBe(200);
    const guest = await sessionOf(page);
    expect(guest.user.isAnonymous).toBe(true);
    await shot(page, 'w1-guest-saved-a-wine');

    // The wishlist needs sign-in: the prompt, with the login modal open on it.
    await page.goto(`${base}/account/wishlist`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/wishlist');
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    const modal = page.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` });
    await modal.waitFor();
    await modal.evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
    await shot(page, 'w2-sign-in-required');

    // Section 5's checks before anything is sent, then section 8's text for a wrong code.
    const emailField = modal.getByRole('textbox', { name: 'Email address' });
    await emailField.fill('claire@');
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    await modal.getByText(contactMessages.emailInvalid).waitFor();
    const since = new Date(Date.now() - 1000).toISOString();
    await emailField.fill(email);
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    const codeField = modal.getByRole('textbox', { name: 'Your code' });
    await codeField.waitFor();
    await codeField.fill('ABC');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.getByText(oneTimeCodeMessages.emailCodeIncomplete).waitFor();
    const code = await codeSentTo(email, since);
    await codeField.fill(code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.getByText(signInMessages.invalidVerificationCode).waitFor();
    await shot(page, 'w3-wrong-code');

    // The right code: signed in to the account, and back on the wishlist.
    await codeField.fill(code.toLowerCase());
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/account/wishlist`);
    await modal.waitFor({ state: 'hidden' });
    const signedIn = await sessionOf(page);
    expect(signedIn.user).toMatchObject({ id: account.user.id, isAnonymous: false, email });
    const list = page.getByRole('list', { name: 'Saved wines' });
    await list.getByRole('heading', { name: wine.name }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Signed in as ${account.user.displayName}` })
      .waitFor();
    await shot(page, 'w4-wishlist-after-sign-in');

    // Home now offers the member's quick actions, and the shortcuts that need sign-in.
    await page.getByRole('link', { name: APP_TITLE }).first().click();
    const quickActions = page.getByRole('list', { name: 'Quick actions' });
    await quickActions.getByRole('link', { name: 'Member Dashboard' }).waitFor();
    await quickActions.getByRole('link', { name: "Today's Drop" }).waitFor();
    expect(await quickActions.getByRole('link', { name: 'Start Free Trial' }).count()).toBe(0);
    await page
      .getByRole('list', { name: 'Explore' })
      .getByRole('link', { name: /Your orders/ })
      .waitFor();

    // The account page: the User view (display name from the e-mail, tier, join date).
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { name: `Hello, ${account.user.displayName}`, level: 1 }).waitFor();
    const details = page.getByRole('region', { name: 'Your details' });
    expect(await details.textContent()).toContain(email);
    await page.getByText('Basic', { exact: true }).waitFor();
    await shot(page, 'w5-account');

    // The dashboard counts the saved wine; on a tablet the signed-in header still fits.
    await page.getByRole('link', { name: 'Member dashboard' }).first().click();
    await page.getByRole('heading', { name: `Welcome back, ${account.user.displayName}` }).waitFor();
    await page.getByText('1 wine saved').waitFor();
    await shot(page, 'w6-dashboard');
    await expectHeaderFits(page, 'w7-dashboard-tablet');
    await page.setViewportSize(DESKTOP.viewport);
    await page.getByRole('link', { name: 'Account', exact: true }).click();

    // Sign out: home, a new guest, and nothing of the account's left in view.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('wine-shop-session') !== null);
    const after = await sessionOf(page);
    expect(after.user.isAnonymous).toBe(true);
    expect([guest.user.id, account.user.id]).not.toContain(after.user.id);
    await page.goto(`${base}/product/${wine.slug}`);
    await page.getByRole('button', { name: 'Save to wishlist', pressed: false }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pages that need sign-in', () => {
  it('send a guest to the sign-in prompt for investment wines and the dashboard', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await expectHeaderFits(page, 'w8-guest-header-tablet');
    for (const path of ['/shop?category=investment', '/dashboard', '/drop']) {
      await page.goto(`${base}${path}`);
      await page.waitForURL((url) => url.pathname === '/sign-in');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await page.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` }).waitFor();
    }
    await context.close();
  });
});
