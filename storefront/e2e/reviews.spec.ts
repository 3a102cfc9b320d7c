import { randomUUID } from 'node:crypto';
import type { WineDto } from '@wine/contracts/catalog/wine';
import type { AuthSession } from '@wine/contracts/identity/auth-session';
import { reviewMessages } from '@wine/contracts/messages';
import type { WineReviewSummary } from '@wine/contracts/reviews/review-api';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { CASE_OF_TWO } from './checkout-steps.ts';
import { anotherDevice, registeredAccount, signInPage } from './identity-api.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');
const gateway = inject('gatewayUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function post(path: string, session: AuthSession, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway}${path}`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      authorization: `Bearer ${session.accessToken}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A paid order of the wine, placed from the customer's phone earlier (checkout itself is the checkout specs'). */
async function buy(session: AuthSession, bottle: WineDto) {
  const device = anotherDevice();
  const placed = await post(
    '/api/orders/checkout',
    session,
    { lines: [{ productId: bottle.id, quantity: 2 }], dateOfBirth: '1990-01-01' },
    { ...device, 'idempotency-key': randomUUID() },
  );
  const paid = await post(
    '/fn/attemptPayment',
    session,
    { orderId: placed.orderId, stripePaymentId: 'pm_card_visa' },
    device,
  );
  expect(paid.paymentStatus).toBe('succeeded');
}

const summaryOf = async (masterWineId: string) =>
  (await (
    await fetch(`${gateway}/api/master-wine/${masterWineId}/reviews/summary`)
  ).json()) as WineReviewSummary;

describe('a customer who bought a wine', () => {
  it('reviews it, and sees their review with the verified badge, the new average, and a long one cut', async () => {
    const [slug] = CASE_OF_TWO;
    const answer = await fetch(`${gateway}/api/catalog/wines/${slug}`);
    const bottle = (await answer.json()) as WineDto;
    if (!answer.ok || !bottle.inStock) throw new Error(`no ${slug} to buy: ${JSON.stringify(bottle)}`);
    const account = await registeredAccount(`reviewer.${Date.now()}@example.com`);
    await buy(account, bottle);
    const before = await summaryOf(bottle.masterWineId);
    const sum = before.ratingCounts.reduce((total, c) => total + c.rating * c.count, 0);
    const expected = ((sum + 5) / (before.totalReviews + 1)).toFixed(1);

    const page = await (await browser.newContext(DESKTOP)).newPage();
    await signInPage(page, `${base}/product/${slug}`, account);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const form = reviews.getByRole('form', { name: 'Review this wine' });
    await form.waitFor();
    // Words of this run only: the abuse rule holds the same words from another account.
    const words =
      `Bought two for a family dinner (${Date.now()}). Bright cherry and violets, soft tannins and a ` +
      'finish that lingers. Even better the next day; it held up well with roast lamb and hard cheese.';
    // As a shopper does: a tap on the fifth star (the radio behind it is for keyboards and readers).
    await form.locator('label').filter({ hasText: '5 stars' }).click();
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Taste notes').fill(words);
    await form.getByLabel('Name shown with your review').fill('Robin');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText(reviewMessages.submitted).waitFor();

    const mine = reviews.getByTestId('review').filter({ hasText: 'Bought two for a family dinner' });
    await mine.getByText('Verified buyer').waitFor();
    await mine.getByText('Robin').waitFor();
    await reviews.getByTestId('review-average').filter({ hasText: expected }).waitFor();
    // Cut at 150 characters on a word boundary, with an ellipsis and 'Read more'.
    const text = mine.locator('p', { hasText: 'Bought two' });
    expect(((await text.textContent()) ?? '').replace('Read more', '').trim()).toMatch(/…$/);
    expect(await text.textContent()).not.toContain('hard cheese');
    await shot(page, 'r1-review-submitted');
    await mine.getByRole('button', { name: 'Read more' }).click();
    await mine.getByText('hard cheese', { exact: false }).waitFor();

    // Search engines read the stars from the server's page.
    const html = await (await fetch(`${base}/product/${slug}`)).text();
    expect(html).toContain('"@type":"AggregateRating"');
    expect(html).toContain('Sign in to write a review');
  });
});
