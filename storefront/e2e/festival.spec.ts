import type { Festival } from '@wine/contracts/festival/festival';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { registeredAccount, sessionOf, signInPage } from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');

// The seed's festival on now (this month's). The browser's clock is the spec's to move: the
// end-of-festival sign-out is decided in the browser, from the festival's end time.
let browser: Browser;
let festival: Festival;
beforeAll(async () => {
  browser = await launchBrowser();
  const { festivals } = (await (await fetch(`${base}/api/festivals?active=true`)).json()) as {
    festivals: Festival[];
  };
  const on = festivals.find((f) => f.isActive);
  if (!on) throw new Error('the seed has no festival on now');
  festival = on;
});
afterAll(async () => {
  await browser?.close();
});

/** A page signed in as a new account, its clock installed at the real time. */
async function attendeePage(name: string): Promise<Page> {
  const account = await registeredAccount(`${name}.${Date.now()}@example.com`);
  const page = await (await browser.newContext(DESKTOP)).newPage();
  await page.clock.install({ time: Date.now() });
  await signInPage(page, `${base}/festival`, account);
  await page.getByRole('heading', { level: 1, name: festival.name }).waitFor();
  return page;
}

const signedOutToFestival = async (page: Page) => {
  await page.waitForURL(`${base}/festival`);
  await expect.poll(async () => (await sessionOf(page)).user.isAnonymous, { timeout: 15_000 }).toBe(true);
  await page.getByText('This festival has ended').waitFor();
};

describe('a person at the festival', () => {
  it('is shown what is on, server-rendered, before any script runs', async () => {
    const html = await (await fetch(`${base}/festival`)).text();
    expect(html).toContain(festival.name);
    expect(html).toMatch(/\d+ tickets left/);
    expect(html).toContain('Wines poured');
  });

  it('buys a ticket, tastes two wines, finds both in the passport, orders one, and is signed out at the end', async () => {
    const page = await attendeePage('taster');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A paid ticket, by card (the payment simulator, as Stripe).
    await page.getByRole('button', { name: 'Buy a Connoisseur ticket · £25.00' }).click();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Pay £25.00' }).click();
    await page.getByRole('heading', { name: 'Your ticket' }).waitFor();
    await page.getByRole('img', { name: /QR code of your Connoisseur ticket/ }).waitFor();
    await page.getByText('25 tokens left').waitFor();
    await shot(page, 'f1-ticket');

    const taste = page.getByRole('button', { name: /^Taste .* for \d+ tokens?$/ });
    const [first, second] = festival.wines;
    if (!first || !second) throw new Error('the festival pours fewer than two wines');
    await taste.nth(0).click();
    await page.getByText(`${25 - first.tokenCost} tokens left`).waitFor();
    await taste.nth(1).click();
    await page.getByText(`${25 - first.tokenCost - second.tokenCost} tokens left`).waitFor();

    const passport = page.getByRole('list', { name: 'Wines you tasted' });
    await expect.poll(() => passport.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    await passport.getByRole('button', { name: '4 stars' }).first().click();
    await passport
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    await shot(page, 'f2-passport');

    // The clock passes the festival's end: signed out, and on /festival as a guest.
    await page.goto(`${base}/shop`);
    await page.clock.fastForward(
      Date.parse(festival.endsAt) - (await page.evaluate(() => Date.now())) + 1_000,
    );
    await signedOutToFestival(page);
    await shot(page, 'f3-after-the-end');
    expect(errors).toEqual([]);
  });

  it('logs out to /festival during the festival (festival mode)', async () => {
    const page = await attendeePage('leaver');
    await page.getByRole('button', { name: 'Get a General admission ticket' }).click();
    await page.getByRole('heading', { name: 'Your ticket' }).waitFor();
    await page.goto(`${base}/account`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/festival`);
    await page.getByRole('button', { name: 'Sign in to get a ticket' }).first().waitFor();
  });

  it('is signed out when the tab comes back from hidden after the end', async () => {
    const page = await attendeePage('latecomer');
    await page.getByRole('button', { name: 'Get a General admission ticket' }).click();
    await page.getByRole('heading', { name: 'Your ticket' }).waitFor();

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    // Past the end with no timer run: only the tab's return can notice.
    await page.clock.setSystemTime(Date.parse(festival.endsAt) + 1_000);
    expect(new URL(page.url()).pathname).toBe('/festival');
    expect((await sessionOf(page)).user.isAnonymous).toBe(false);
    await setVisibility('visible');
    await signedOutToFestival(page);
  });
});
