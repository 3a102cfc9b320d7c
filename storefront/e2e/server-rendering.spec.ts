import type { ShopSearchResult } from '@wine/contracts/catalog/shop-search';
import type { WineList } from '@wine/contracts/catalog/wine';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, reactErrors, takenOver } from './browser.ts';

const base = inject('storefrontUrl');

// Text as React writes it into HTML.
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/** The page's HTML as the gateway sends it: what a browser has before any script runs. */
async function firstHtml(path: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${base}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  return { status: answer.status, html: await answer.text() };
}

const featured = async () =>
  ((await (await fetch(`${base}/api/catalog/featured-wines?limit=6`)).json()) as WineList).items;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the first HTML of a page', () => {
  it('carries the home page featured wines, the shop results, a wine and the journal', async () => {
    const wines = await featured();
    expect(wines.length).toBeGreaterThan(0);

    const home = await firstHtml('/');
    for (const wine of wines) expect(home.html).toContain(asHtml(wine.name));

    const shop = await firstHtml('/shop?type=red');
    expect(shop.html).toContain('Red wines');
    const search = `${base}/api/mobile-app/shop/search?type=red&sortBy=name&sortOrder=ascending&limit=20`;
    const reds = (await (await fetch(search)).json()) as ShopSearchResult;
    expect(reds.items.length).toBeGreaterThan(0);
    expect(reds.items.some((red) => shop.html.includes(asHtml(red.name)))).toBe(true);

    const [wine] = wines;
    const product = await firstHtml(`/product/${wine?.slug}`);
    expect(product.status).toBe(200);
    expect(product.html).toContain(asHtml(wine?.name ?? ''));
    expect(product.html).toContain(asHtml(wine?.producer ?? ''));

    expect((await firstHtml('/journal')).html).toContain('Journal');
  });

  it('says a wine is missing with a 404, and leaves the drop (sign-in only) to the browser', async () => {
    const missing = await firstHtml('/product/no-such-wine');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<main');
    // A guest is asked to sign in, a signed-in shopper sees the drop: only the browser knows which.
    expect((await firstHtml('/drop')).html).toContain('<div id="root"></div>');
  });

  it('carries the data it was made from as JSON, never as a script that runs', async () => {
    const { html } = await firstHtml('/');
    expect(html).toMatch(/<script type="application\/json" id="ssr-state">\{/);
    expect(html).not.toMatch(/<script>(?!<)/);
  });
});

/** Requests for scripts matching `pattern` wait until `release` is called: the page as it is before they run. */
async function holdScripts(page: Page, pattern: RegExp): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('a server-rendered page in the browser', () => {
  it('is adopted in place: the elements painted before any script ran are the ones the app keeps', async () => {
    const [wine] = await featured();
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = reactErrors(page);
    for (const path of ['/', '/shop?type=red', `/product/${wine?.slug}`, '/journal']) {
      const scripts = await holdScripts(page, /\/assets\/.*\.js$/);
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      await page.locator('main h1').waitFor();
      // Marked while only the server's HTML is there: React re-rendering the page would drop both.
      await page.evaluate(() => {
        const heading = document.querySelector('main h1');
        heading?.setAttribute('data-painted-by', 'server');
        Object.assign(window, { serverHeading: heading });
      });
      await scripts.release();
      await takenOver(page);
      const kept = await page.evaluate(() => {
        const heading = document.querySelector('main h1');
        return heading === Reflect.get(window, 'serverHeading') && heading?.getAttribute('data-painted-by');
      });
      expect(kept, path).toBe('server');
      await page.unrouteAll();
    }
    // Adopted, the page is the app's: the header's link navigates on the client.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop all wines' })
      .click();
    await page.waitForURL((url) => url.pathname === '/shop');
    await page.getByRole('combobox', { name: 'Sort by' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a tap on a button made before the app has the page, and handles it once it has', async () => {
    const [wine] = await featured();
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = reactErrors(page);
    // The app's own script runs; the product page's code is held, so the app cannot have the
    // page yet when the shopper taps "Add to cart".
    const routeCode = await holdScripts(page, /\/assets\/product\._slug-[^/]*\.js$/);
    // The app's own script has run by DOMContentLoaded (a module script runs before it).
    await page.goto(`${base}/product/${wine?.slug}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect(await page.evaluate(() => document.getElementById('ssr-state') !== null)).toBe(true);
    await routeCode.release();
    await takenOver(page);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toContain('1');
    await page.getByText('Added to your cart').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is adopted without an error, then works: sorting the shop, adding a wine', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = reactErrors(page);

    await page.goto(`${base}/shop?type=red`);
    await takenOver(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price, low to high' });
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'price');
    await page.getByRole('list', { name: 'Red wines' }).waitFor();

    await page.locator('a[href^="/product/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));

    // A wine's own page, rendered on the server (a featured wine is in stock).
    const [wine] = await featured();
    await page.goto(`${base}/product/${wine?.slug}`);
    await takenOver(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toContain('1');

    // A reload with a bottle in the cart: the server's page has no cart, the browser's has.
    await page.reload();
    await takenOver(page);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toContain('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
