import type { BrowserContext } from 'playwright-core';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DOWNLOAD_SHEET_SEEN_KEY } from '../src/features/download-sheet/sheet-policy.ts';

/** A new tab of `context` on `url` (the download sheet already seen there), its login modal open. */
export async function openLoginModal(context: BrowserContext, url: string) {
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), DOWNLOAD_SHEET_SEEN_KEY);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Sign in to ${APP_TITLE}` });
  await modal.waitFor();
  return { page, modal };
}
