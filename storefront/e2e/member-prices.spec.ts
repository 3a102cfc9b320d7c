import type { AuthSession } from '@wine/contracts/identity/auth-session';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DOWNLOAD_SHEET_SEEN_KEY } from '../src/features/download-sheet/sheet-policy.ts';
import { DESKTOP, launchBrowser, PHONE, reactErrors } from './browser.ts';
import {
  codeSentTo,
  joinClub,
  registeredAccount,
  sessionOf,
  waitUntilMember,
  wineFor,
} from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');
const gateway = inject('gatewayUrl');

/** A featured wine members pay less for. */
async function discountedWine() {
  const { items } = (await (await fetch(`${gateway}/api/catalog/featured-wines?limit=24`)).json()) as {
    items: { id: string; slug: string; name: string; memberSavingPercent: number }[];
  };
  const wine = items.find((item) => item.memberSavingPercent > 0);
  if (!wine) throw new Error('no featured wine with a member saving');
  return wine;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the gateway', () => {
  it('sends a member price to members only', async () => {
    const wine = await discountedWine();
    const guest = (await (
      await fetch(`${gateway}/api/auth/anonymous`, { method: 'POST' })
    ).json()) as AuthSession;
    const account = await registeredAccount(`mo.${Date.now()}@example.com`);

    expect((await wineFor(wine.id)).memberPrice).toBeNull();
    expect((await wineFor(wine.id, guest.accessToken)).memberPrice).toBeNull();
    expect((await wineFor(wine.id, account.accessToken)).memberPrice).toBeNull();

    await joinClub(account);
    await waitUntilMember(account);
    const asMember = await wineFor(wine.id, account.accessToken);
    expect(asMember.memberPrice).toBeGreaterThan(0);
    expect(asMember.memberPrice).toBeLessThan(asMember.publicPrice);
    // Still nothing for anyone else, and a bad token gets no prices at all (no silent guest view).
    expect((await wineFor(wine.id, guest.accessToken)).memberPrice).toBeNull();
    await expect(wineFor(wine.id, 'not-a-token')).rejects.toThrow(/401/);
  });
});

describe('the product page', () => {
  it('shows a guest the public price and what members save, never the member price', async () => {
    const wine = await discountedWine();
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${base}/product/${wine.slug}`);
    const purchase = page.getByRole('region', { name: 'Price and availability' });
    await purchase.waitFor();
    expect(await purchase.textContent()).toContain(`Members save ${wine.memberSavingPercent}%`);
    expect(await purchase.locator('s').count()).toBe(0);
    expect(await purchase.textContent()).not.toContain('Member price');
    await shot(page, 'm1-guest-price');
    await context.close();
  });

  it('shows a member signed in by phone the member price, the public one struck through', async () => {
    const wine = await discountedWine();
    const context = await browser.newContext(PHONE);
    // This test is about prices: the once-a-session app sheet is covered in its own spec.
    await context.addInitScript((key) => sessionStorage.setItem(key, '1'), DOWNLOAD_SHEET_SEEN_KEY);
    const page = await context.newPage();
    await page.goto(`${base}/product/${wine.slug}`);
    const purchase = page.getByRole('region', { name: 'Price and availability' });
    await purchase.waitFor();

    // Sign in by phone: the menu's Sign in, the Phone tab, the 6-digit SMS code.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` });
    await modal.getByRole('tab', { name: 'Phone' }).click();
    const phone = `+44 7700 ${String(Date.now()).slice(-6)}`;
    const since = new Date(Date.now() - 1000).toISOString();
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    await modal.getByRole('button', { name: 'Create an account with this number' }).click();
    const code = await codeSentTo(phone.replaceAll(' ', ''), since);
    await modal.getByRole('textbox', { name: 'Your code' }).fill(code);
    await shot(page, 'm2-phone-code-entry');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(await purchase.textContent()).toContain(`Members save ${wine.memberSavingPercent}%`);

    // The club makes them a member (a subscription with a card on file), then a reload.
    const session = await sessionOf(page);
    expect(session.user.isAnonymous).toBe(false);
    await joinClub(session);
    await waitUntilMember(session);
    // The server renders the page for a guest; the member's browser adopts it, then fetches
    // their own prices at once.
    const errors = reactErrors(page);
    await page.reload();
    await purchase.waitFor();
    const struck = purchase.locator('s');
    await struck.waitFor();
    const text = (await purchase.textContent()) ?? '';
    expect(text).toContain('Member price');
    expect(text).toMatch(/Save \d+%/);
    expect(text).not.toContain('Members save');
    expect(errors).toEqual([]);
    await shot(page, 'm3-member-price');
    await context.close();
  });
});
