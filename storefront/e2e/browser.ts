import { type Browser, chromium, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser; flags keep it quiet and offline-friendly.
export const CHROMIUM = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * A server-rendered page answers to taps only once the app has taken over its markup (the app
 * removes the server's data block then; docs/storefront.md, "Server-side rendering").
 */
export const takenOver = (page: Page) => page.waitForFunction(() => !document.getElementById('ssr-state'));
