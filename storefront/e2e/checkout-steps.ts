import type { WineDto } from '@wine/contracts/catalog/wine';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// A shopper's steps through checkout, shared by the checkout specs.

const base = inject('storefrontUrl');

// Two everyday bottles with plenty in stock and no guest limit: six of each fill one case.
export const CASE_OF_TWO = [
  'domaine-du-mont-brouilly-beaujolais-villages-2023',
  'masseria-sole-antico-primitivo-di-manduria-2022',
];
export const EACH = 6;

export async function wine(slug: string): Promise<WineDto> {
  const found = (await (await fetch(`${base}/api/catalog/wines/${slug}`)).json()) as WineDto;
  const guestMay = found.maxQuantityForGuest === null || found.maxQuantityForGuest >= EACH;
  if (!found.inStock || found.stockLevel < EACH || found.bottleSize !== 'BOTTLE' || !guestMay) {
    throw new Error(`The seed's ${slug} no longer makes half a case for a guest`);
  }
  return found;
}

/** On the e2e's storefront, or `at` another gateway's. */
export async function addToCart(page: Page, { slug, name }: WineDto, quantity = EACH, at = base) {
  await page.goto(`${at}/product/${slug}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  const stepper = page.getByRole('group', { name: `Quantity of ${name}` });
  await stepper.getByRole('spinbutton').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(`${quantity} × ${name}`).first().waitFor();
}

export async function confirmAge(page: Page) {
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout.getByLabel('Date of birth').fill('1990-04-01');
  await checkout.getByRole('button', { name: 'Confirm and continue' }).click();
}

/** Fills the card form and presses its button (`Pay £x.xx`, or more). */
export async function payWith(page: Page, cardNumber: string, button: string | RegExp) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: button }).click();
}
