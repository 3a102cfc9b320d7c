import { productDisplayName } from '@wine/contracts/catalog/wine-details';
import { formatPence } from '@wine/contracts/money';
import { PART_CASE_DELIVERY_FEE_PENCE } from '@wine/contracts/orders/delivery';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { addToCart, CASE_OF_TWO, confirmAge, EACH, payWith, wine } from './checkout-steps.ts';
import { codeSentTo, messagesTo, registeredAccount, signInPage } from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');

/** The newest order's status label, once the history shows it as `label` (it is eventual). */
async function waitForNewestOrder(page: Page, label: string) {
  const status = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .first()
    .getByTestId('order-status');
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(label);
  return status;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a guest who fills a case and checks out', () => {
  it('signs in, confirms their age, gets past a declined card, pays, sends the case and sees it Dispatched', async () => {
    const wines = await Promise.all(CASE_OF_TWO.map(wine));
    const total = formatPence(wines.reduce((sum, { publicPrice }) => sum + publicPrice * EACH, 0));
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const conversions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/fn/logWebAppConversionsApiEvent')) {
        conversions.push((request.postDataJSON() as { eventName: string }).eventName);
      }
    });

    // As a guest: six of each, a full case.
    for (const each of wines) await addToCart(page, each);
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL(`${base}/cart`);
    await page.getByText('Your case is complete — delivery is free').waitFor();
    expect(await page.getByTestId('cart-total-value').textContent()).toBe(total);
    await shot(page, 'c1-full-case-in-cart');

    // Checkout asks a guest to sign in first; the cart stays as it is.
    await page.getByRole('button', { name: 'Checkout' }).click();
    const modal = page.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` });
    await modal.waitFor();
    const email = `checkout.${Date.now()}@example.com`;
    const since = new Date(Date.now() - 1000).toISOString();
    await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    // No account yet: the login check says so, and a second click creates it.
    await modal.getByRole('button', { name: 'Create an account with this email' }).click();
    await modal.getByRole('textbox', { name: 'Your code' }).fill(await codeSentTo(email, since));
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${base}/cart`);

    // A first checkout: the server asks for the date of birth.
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByRole('heading', { name: 'Confirm your age' }).waitFor();
    await checkout.getByText('You must be 18 or over to buy wine').waitFor();
    await shot(page, 'c2-age-confirmation');
    await confirmAge(page);

    // The order is reserved and priced by the server: the same total, as a signed-in non-member.
    await checkout.getByRole('heading', { name: 'Pay for your order' }).waitFor();
    expect(await checkout.getByTestId('checkout-total').textContent()).toBe(total);
    await checkout.getByText(/4242 4242 4242 4242 pays/).waitFor();

    // A declined card leaves the form for another one, on the same order.
    await payWith(page, '4000 0000 0000 0002', `Pay ${total}`);
    await checkout.getByRole('alert').filter({ hasText: 'Card declined' }).waitFor();
    await shot(page, 'c3-card-declined');
    await payWith(page, '4242 4242 4242 4242', `Pay ${total}`);

    await page.getByRole('heading', { name: 'Thank you, your order is paid' }).waitFor();
    expect(await page.getByTestId('paid-order').textContent()).toContain(`${EACH * 2} bottles, ${total}`);
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    // The order names its wines, as the catalog does on a receipt.
    const orderedWines = wines.map((each) => `${EACH} × ${productDisplayName(each.name, each.vintage)}`);
    const paidWines = page.getByRole('list', { name: 'Wines' }).getByRole('listitem');
    expect((await paidWines.allTextContents()).sort()).toEqual([...orderedWines].sort());
    await page.getByText(`A confirmation is on its way to ${email}.`).waitFor();
    await expect
      .poll(async () => (await messagesTo(email, since)).map((message) => message.text).join('\n'))
      .toContain(`Total paid: ${total}`);
    await shot(page, 'c4-order-paid');

    // The history is a projection: the page asks again until the payment shows.
    await page.getByRole('link', { name: 'See your orders' }).click();
    await page.waitForURL(`${base}/account/orders`);
    const status = await waitForNewestOrder(page, 'Ready for dispatch');
    const history = page.getByRole('list', { name: 'Your orders' });
    expect(
      await history
        .getByRole('listitem')
        .filter({ has: page.getByTestId('order-status') })
        .count(),
    ).toBe(1);
    const historyWines = history.getByRole('list', { name: 'Wines' }).getByRole('listitem');
    expect((await historyWines.allTextContents()).sort()).toEqual([...orderedWines].sort());

    // In storage: the order is ticked, fills the case, and a full case ships free.
    const storage = page.getByRole('region', { name: 'In storage' });
    await storage.waitFor();
    expect(await storage.getByRole('checkbox').isChecked()).toBe(true);
    expect(await storage.getByTestId('storage-case-fill').textContent()).toContain('12 of 12 slots');
    await expect.poll(() => storage.getByTestId('delivery-fee').textContent()).toBe('Free');
    await storage.getByText('signs for it').waitFor();
    await shot(page, 'c5-storage-full-case');

    await storage.getByRole('button', { name: 'Request dispatch' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Dispatch requested for 1 order, delivered free.' })
      .waitFor();
    await expect.poll(() => status.textContent()).toBe('Dispatch requested');
    expect(await storage.count()).toBe(0);
    await shot(page, 'c6-dispatch-requested');

    // The courier simulator collects the case a few seconds later: the order is Dispatched, with
    // the courier's tracking reference, and the customer is e-mailed it.
    await expect
      .poll(
        async () => {
          await page.reload();
          return status.textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('Dispatched');
    const delivery = page.getByRole('list', { name: 'Your orders' }).getByTestId('order-delivery').first();
    expect(await delivery.textContent()).toMatch(/^On its way, tracking SIM\d{9}GB$/);
    const tracking = (await delivery.textContent())?.split(' ').at(-1);
    await expect
      .poll(async () => (await messagesTo(email, since)).map((message) => message.text).join('\n'))
      .toContain(`Tracking reference: ${tracking}`);
    await shot(page, 'c7-dispatched-by-the-courier');

    expect(conversions).toEqual(
      expect.arrayContaining(['AddToCart', 'InitiateCheckout', 'AddPaymentInfo', 'Purchase']),
    );
    expect(conversions.filter((name) => name === 'AddPaymentInfo')).toHaveLength(2);
    expect(conversions.filter((name) => name === 'Purchase')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pays through 3-D Secure, then sends a part case and pays its delivery fee', async () => {
    const [bottle] = await Promise.all(CASE_OF_TWO.slice(0, 1).map(wine));
    if (!bottle) throw new Error('no wine');
    const total = formatPence(bottle.publicPrice * 3);
    const fee = formatPence(PART_CASE_DELIVERY_FEE_PENCE);
    const account = await registeredAccount(`secure.${Date.now()}@example.com`);
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signInPage(page, `${base}/`, account);
    await addToCart(page, bottle, 3);
    await page.goto(`${base}/cart`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await confirmAge(page);

    // The bank's page (the simulator's), then back to the storefront with the answer.
    await payWith(page, '4000 0027 6000 3184', `Pay ${total}`);
    await page.waitForURL((url) => url.pathname.startsWith('/payments-simulator/'));
    // The bank's page is the simulator's own, on loopback: never served through the storefront.
    expect(new URL(page.url()).origin).not.toBe(base);
    await shot(page, 's1-bank-3d-secure');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('heading', { name: 'Thank you, your order is paid' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/complete');
    // The secret is read once and dropped from the address: a reload never confirms again.
    await expect.poll(() => new URL(page.url()).searchParams.has('payment_intent_client_secret')).toBe(false);
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    await shot(page, 's2-paid-after-3d-secure');

    // Three bottles are a part case: the fee is shown, and a card pays it.
    await page.getByRole('link', { name: 'See your orders' }).click();
    await waitForNewestOrder(page, 'Ready for dispatch');
    const storage = page.getByRole('region', { name: 'In storage' });
    expect(await storage.getByTestId('storage-case-fill').textContent()).toContain('3 of 12 slots');
    await expect.poll(() => storage.getByTestId('delivery-fee').textContent()).toBe(fee);
    await storage.getByRole('button', { name: 'Request dispatch' }).click();
    await payWith(page, '4000 0000 0000 0002', `Pay ${fee} and request dispatch`);
    await storage.getByRole('alert').filter({ hasText: 'Card declined' }).waitFor();
    await shot(page, 's3-delivery-fee-declined');
    await payWith(page, '4242 4242 4242 4242', `Pay ${fee} and request dispatch`);
    await page
      .getByRole('status')
      .filter({ hasText: `Dispatch requested for 1 order; delivery paid: ${fee}.` })
      .waitFor();
    await waitForNewestOrder(page, 'Dispatch requested');
    await shot(page, 's4-part-case-dispatched');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the page at the bank before the return, and later finds the order paid and its confirmation in the inbox', async () => {
    const [bottle] = await Promise.all(CASE_OF_TWO.slice(1).map(wine));
    if (!bottle) throw new Error('no wine');
    const total = formatPence(bottle.publicPrice * 2);
    const email = `closed.tab.${Date.now()}@example.com`;
    const since = new Date(Date.now() - 1000).toISOString();
    const account = await registeredAccount(email);
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();

    await signInPage(page, `${base}/`, account);
    await addToCart(page, bottle, 2);
    await page.goto(`${base}/cart`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await confirmAge(page);
    await payWith(page, '4000 0027 6000 3184', `Pay ${total}`);
    await page.waitForURL((url) => url.pathname.startsWith('/payments-simulator/'));

    // The bank says yes, but the tab never comes back to the storefront: the way back is cut, and
    // the page is closed. Only Stripe's webhook tells the shop the order is paid.
    let returned = false;
    await page.route(`${base}/**`, (route) => {
      returned = true;
      return route.abort();
    });
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect.poll(() => returned).toBe(true);
    await page.close();

    // The confirmation goes to the address the customer proved, with no page to ask for it.
    await expect
      .poll(async () => (await messagesTo(email, since)).map((message) => message.text).join('\n'), {
        timeout: 20_000,
      })
      .toContain(`Total paid: ${total}`);

    const later = await context.newPage();
    await later.goto(`${base}/account/orders`);
    const status = await waitForNewestOrder(later, 'Ready for dispatch');
    await shot(later, 'k1-paid-with-the-tab-closed');

    // Two bottles are a part case: rather than pay for its delivery, they wait for a full case.
    await later.getByRole('button', { name: 'Wait for a full case (free delivery)' }).click();
    await later
      .getByRole('status')
      .filter({ hasText: 'Waiting for a full case: 10 more slots and it ships free.' })
      .waitFor();
    await expect.poll(() => status.textContent()).toBe('Complete case to unlock');
    await shot(later, 'k2-waiting-for-a-full-case');
    await later.getByRole('button', { name: "Don't wait: back to storage" }).click();
    await expect.poll(() => status.textContent()).toBe('Ready for dispatch');
    await later.getByRole('region', { name: 'In storage' }).waitFor();
    await context.close();
  });
});
