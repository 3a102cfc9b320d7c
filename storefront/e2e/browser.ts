import { type Browser, type ConsoleMessage, chromium, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser; flags keep it quiet and offline-friendly.
export const CHROMIUM = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
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
  // Every page's goto and reload end once a server-rendered page has been adopted by the app
  // (docs/storefront.md), as the specs are about the app; a goto that asks to return at
  // `commit` or `domcontentloaded` returns then, for a spec about the page before the app has it.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', settleNavigations);
    return context;
  };
  return browser;
}

function settleNavigations(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settled = async <T>(navigation: Promise<T>, waitUntil?: string): Promise<T> => {
    const response = await navigation;
    if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return response;
    // A page that never takes over (a failed script) is the spec's to notice, not this wait's.
    await takenOver(page).catch(() => undefined);
    return response;
  };
  page.goto = (url, options) => settled(goto(url, options), options?.waitUntil);
  page.reload = (options) => settled(reload(options), options?.waitUntil);
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
 * A server-rendered page is the app's once React has adopted its markup (the app removes the
 * server's data block then; docs/storefront.md, "Server-side rendering").
 */
export const takenOver = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('ssr-state'), undefined, { timeout: 15_000 });

/**
 * React's errors on `page` as they happen, hydration errors first among them (a server-rendered
 * page the app could not adopt, re-rendered from scratch): the list a spec expects to stay empty.
 */
export function reactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && /hydrat|React error|did not match/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
