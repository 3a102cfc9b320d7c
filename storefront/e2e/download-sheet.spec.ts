import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_TITLE } from '../src/config/app-config.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';

const base = inject('storefrontUrl');
const SHEET = { name: `Get the ${APP_TITLE} app` };
// The sheet appears 500 ms after load; a second of silence is a fair "it did not come".
const QUIET_MS = 1500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the download sheet', () => {
  it('is offered once per session on a phone, and not again after a reload', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${base}/`);

    const sheet = page.getByRole('dialog', SHEET);
    await sheet.waitFor();
    const text = (await sheet.textContent()) ?? '';
    expect(text).toContain('Never miss another bargain');
    expect(text).toContain('10,000+ 5 star reviews');
    await sheet.getByRole('button', { name: 'Get' }).waitFor();
    await page.screenshot({ path: `${inject('artifactsDir')}/4-phone-download-sheet.png` });

    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${inject('artifactsDir')}/5-phone-home.png`, fullPage: true });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(QUIET_MS);
    expect(await sheet.isVisible()).toBe(false);
    await context.close();
  });

  it('is not offered to a narrow desktop window without touch', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/shop`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(QUIET_MS);
    expect(await page.getByRole('dialog', SHEET).isVisible()).toBe(false);
    await context.close();
  });
});
