import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';

const base = inject('storefrontUrl');
const gateway = inject('gatewayUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the security headers', () => {
  it('keep the built storefront unframeable, unsniffable and free of inline script', async () => {
    const page = await fetch(`${base}/shop`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    // No inline script, nor style sheet: only `style` attributes of server-rendered markup.
    expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    // The payment simulator's exact origin, where the card form posts cards: no other port.
    expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('let every page of a visit run under that policy, with no violation', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${base}/shop?type=red`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('a[href^="/product/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('on the API too, whose /metrics is for this machine only', async () => {
    const answer = await fetch(`${gateway}/api/mobile-app/shop`);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    // The storefront shares the gateway's origin: a visitor a proxy forwards gets no counters.
    const metrics = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain('wine_http_request_duration_seconds');
  });
});
