import type { WineDto, WineListItem } from '@wine/contracts/catalog/wine';
import { formatPence } from '@wine/contracts/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CART_STORAGE_KEY } from '../src/features/cart/cart-storage.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { registeredAccount, signInPage } from './identity-api.ts';

const base = inject('storefrontUrl');
const FILLERS = "Fill the case from today's drop";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An in-stock bottle a guest may buy three of, as a guest sees it. */
async function guestWine(): Promise<WineDto> {
  const { items } = (await (await fetch(`${base}/api/catalog/featured-wines?limit=24`)).json()) as {
    items: WineListItem[];
  };
  for (const item of items.filter((wine) => wine.inStock && wine.bottleSize === 'BOTTLE')) {
    const wine = (await (await fetch(`${base}/api/catalog/wines/${item.slug}`)).json()) as WineDto;
    if (wine.maxQuantityForGuest === null || wine.maxQuantityForGuest >= 3) return wine;
  }
  throw new Error('The seed has no in-stock bottle a guest may buy three of');
}

describe('a guest with a cart', () => {
  it('adds a wine twice, sees it in the header and on /cart, keeps it over a reload, then removes it', async () => {
    const wine = await guestWine();
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The drop is for the signed-in: a guest's cart never asks for it.
    const dropCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/fn/getDropsV2')) dropCalls.push(request.url());
    });

    await page.goto(`${base}/product/${wine.slug}`);
    await page.getByRole('heading', { name: wine.name, level: 1 }).waitFor();

    const addButton = page.getByRole('button', { name: 'Add to cart' });
    await addButton.click();
    await page.getByText('Added to your cart').first().waitFor();
    const stepper = page.getByRole('group', { name: `Quantity of ${wine.name}` });
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => stepper.getByRole('spinbutton').inputValue()).toBe('2');
    await addButton.click();

    // The two adds merge into one line of three.
    const count = page.getByTestId('cart-count');
    await expect.poll(() => count.textContent()).toBe(', 3 items');

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL(`${base}/cart`);
    const lines = page.getByRole('list', { name: 'Wines in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(1);
    const total = formatPence(wine.publicPrice * 3);
    expect(total).toMatch(/^£[\d,]+\.\d{2}$/);
    expect(await lines.first().getByRole('heading', { level: 2 }).textContent()).toBe(wine.name);
    expect(await page.getByTestId('cart-total-value').textContent()).toBe(total);
    expect(await page.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true);
    expect(await page.getByRole('region', { name: FILLERS }).count()).toBe(0);

    // Saved after the debounce, so a reload finds the same cart.
    await page.waitForFunction(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}').items?.[0]?.quantity ?? 0) === 3,
      CART_STORAGE_KEY,
    );
    await page.reload();
    await expect.poll(() => lines.count()).toBe(1);
    expect(await page.getByTestId('cart-total-value').textContent()).toBe(total);
    expect(await page.getByTestId('cart-total-items').textContent()).toBe('3');

    await page.screenshot({ path: `${inject('artifactsDir')}/cart.png`, fullPage: true });

    await lines.first().getByRole('spinbutton', { name: 'Quantity' }).fill('0');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await lines.count()).toBe(0);
    expect(await count.count()).toBe(0);
    await page.getByRole('link', { name: 'Browse Wines' }).waitFor();

    expect(dropCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in customer with a part case in the cart', () => {
  it("is offered wines from today's drop that would fill it", async () => {
    const wine = await guestWine();
    const account = await registeredAccount(`filler.${Date.now()}@example.com`);
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInPage(page, `${base}/product/${wine.slug}`, account);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart').first().waitFor();

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL(`${base}/cart`);
    await page.getByText('1 of 12 slots').waitFor();
    const fillers = page.getByRole('region', { name: FILLERS });
    const offered = fillers.getByRole('link');
    await expect.poll(() => offered.count()).toBeGreaterThan(0);
    expect(await offered.count()).toBeLessThanOrEqual(3);
    expect(await offered.first().getAttribute('href')).toMatch(/^\/product\//);
    await page.screenshot({ path: `${inject('artifactsDir')}/cart-fillers.png`, fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  });
});
