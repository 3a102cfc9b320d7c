import { errorFallbackMessages } from '@wine/contracts/messages';
import { wineBadgeDisplay } from '@wine/contracts/wine-badge';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DOWNLOAD_SHEET_SEEN_KEY } from '../src/features/download-sheet/sheet-policy.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { registeredAccount, signInPage } from './identity-api.ts';

const base = inject('storefrontUrl');
/** A full-page screenshot, after a scroll to the bottom so lazy images have loaded. */
async function shot(page: Page, name: string) {
  const y = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.screenshot({ path: `${inject('artifactsDir')}/${name}.png`, fullPage: true });
}

// The amounts on a card in reading order; a guest sees only the public price.
const PRICE = /£[\d,]+\.\d{2}/;
const pence = (price: string) => Math.round(Number(price.replace(/[£,]/g, '')) * 100);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a shopper on a desktop', () => {
  it('goes from the home page to red wines sorted by price, then reads a wine', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Featured wines' }).waitFor();
    expect(await page.title()).toBe(APP_TITLE);
    await shot(page, '1-home');

    await page.getByRole('link', { name: 'Browse Wines' }).click();
    await page.waitForURL(`${base}/shop`);
    await page
      .getByRole('navigation', { name: 'Wine style' })
      .getByRole('link', { name: 'Red', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'red');
    await page.getByRole('heading', { name: 'Red wines', level: 1 }).waitFor();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price, low to high' });
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'price');
    const results = page.getByRole('list', { name: 'Red wines' });
    await results.waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-stale="true"]'));

    // The page shows what the API answers for the same search, in the same order.
    const api = (await (
      await fetch(`${base}/api/mobile-app/shop/search?wineType=red&sortBy=price&sortOrder=ascending&limit=20`)
    ).json()) as { items: { name: string; publicPrice: number }[] };
    const names = await results.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(names).toEqual(api.items.map((wine) => wine.name));
    // Direct children only: each card also holds a list of its badges.
    const cards = results.locator(':scope > li');
    const prices = (await cards.allInnerTexts()).map((text) => pence(text.match(PRICE)?.[0] ?? ''));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeGreaterThan(0);
    await shot(page, '2-shop-red-by-price');

    // Open a wine from further down the list: the product page must start at the top.
    const card = cards.nth(Math.min(5, (await cards.count()) - 1));
    await card.scrollIntoViewIfNeeded();
    const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    const listedPrice = (await card.textContent())?.match(PRICE)?.[0];
    await card.getByRole('link').click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const purchase = page.getByRole('region', { name: 'Price and availability' });
    const purchaseText = (await purchase.textContent()) ?? '';
    expect(purchaseText).toContain(listedPrice);
    expect(purchaseText).toMatch(/Members save \d+%/);
    await page.getByRole('heading', { name: 'Tasting notes' }).waitFor();
    await page.getByText(/Serve at \d/).waitFor();

    // Badges: chips with the contract's text; the tooltip on hover, and on focus.
    const badges = page.getByRole('list', { name: 'Badges' }).getByRole('button');
    if ((await badges.count()) > 0) {
      const badge = badges.first();
      const text = ((await badge.textContent()) ?? '').trim();
      const display = Object.values(wineBadgeDisplay).find((d) => d.text === text);
      expect(display).toBeDefined();
      const tooltip = page.getByRole('tooltip', { name: display?.tooltip });
      await badge.hover();
      await tooltip.waitFor();
      await shot(page, '3-product-badge-tooltip');
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'hidden' });
      await badge.focus();
      await tooltip.waitFor();
      await page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'hidden' });
    } else {
      await shot(page, '3-product');
    }

    // Sharing copies the link and says so in a toast (one at a time, bottom right here).
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Link copied' });
    await toast.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    const box = await toast.boundingBox();
    expect(box && box.x > DESKTOP.viewport.width / 2 && box.y > DESKTOP.viewport.height / 2).toBe(true);
    await page.screenshot({ path: `${inject('artifactsDir')}/3b-product-share-toast.png` });
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("sees today's drop with a countdown to the next one, once signed in", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    // Spec section 6: the drop needs sign-in.
    await signInPage(page, `${base}/drop`, await registeredAccount(`drop.${Date.now()}@example.com`));
    await page.getByRole('heading', { name: "Today's drop", level: 1 }).waitFor();
    await page.getByText('Next drop in').waitFor();
    expect(await page.locator('main').textContent()).toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await shot(page, '6-drop');
    await context.close();
  });

  it('shows a friendly page for a wine that does not exist', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${base}/product/no-such-wine`);
    await page.getByRole('heading', { name: "We couldn't find that wine" }).waitFor();
    await context.close();
  });

  it('gets the full-screen fallback when a wine fails to load, and recovers with Refresh Page', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    // From the shop, so the browser loads the wine (a wine's page opened directly is rendered
    // by the server, and a failure there gets the shell).
    await page.goto(`${base}/shop`);
    await page.waitForFunction(() => !document.getElementById('ssr-state'));
    await page.route('**/api/catalog/wines/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.locator('a[href^="/product/"]').first().click();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: errorFallbackMessages.title }).waitFor();
    expect(await alert.textContent()).toContain(errorFallbackMessages.body);
    await page.screenshot({ path: `${inject('artifactsDir')}/7-error-fallback.png` });

    await page.unroute('**/api/catalog/wines/**');
    await alert.getByRole('button', { name: errorFallbackMessages.refreshButton }).click();
    await page.getByRole('region', { name: 'Price and availability' }).waitFor();
    await context.close();
  });

  it('never errors on a hand-edited shop URL', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${base}/shop?type=blue&sortBy=colour&priceMin=cheap&offset=-4`);
    await page.getByRole('heading', { name: 'All wines', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'All wines' }).waitFor();
    await context.close();
  });
});

describe('a shopper on a phone', () => {
  it('taps a badge to read what it means, and taps elsewhere to put it away', async () => {
    const context = await browser.newContext(PHONE);
    // This test is about badges: the once-a-session app sheet is covered in its own spec.
    await context.addInitScript((key) => sessionStorage.setItem(key, '1'), DOWNLOAD_SHEET_SEEN_KEY);
    const page = await context.newPage();
    const featured = (await (await fetch(`${base}/api/catalog/featured-wines?limit=24`)).json()) as {
      items: { slug: string; badges: string[] }[];
    };
    const wine = featured.items.find((item) => item.badges.length > 0);
    expect(wine).toBeDefined();
    await page.goto(`${base}/product/${wine?.slug}`);

    const badges = page.getByRole('list', { name: 'Badges' }).getByRole('button');
    const badge = badges.last();
    await badge.tap();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const box = await tooltip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.viewport.width);
    await page.screenshot({ path: `${inject('artifactsDir')}/8-phone-badge-tap.png` });

    await page.getByRole('heading', { level: 1 }).tap();
    await tooltip.waitFor({ state: 'hidden' });
    await context.close();
  });
});
