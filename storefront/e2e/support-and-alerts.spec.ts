import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, reactErrors, takenOver } from './browser.ts';
import { registeredAccount, signInPage } from './identity-api.ts';
import { shot } from './screenshot.ts';
import { run } from './stack/child-process.ts';

const base = inject('storefrontUrl');
const gateway = inject('gatewayUrl');
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface InboxMessage {
  to: string;
  subject: string | null;
  text: string;
  html?: string;
}
const inbox = async (to: string) =>
  ((await (await fetch(`${gateway}/dev/inbox`)).json()) as { messages: InboxMessage[] }).messages.filter(
    (m) => m.to === to,
  );
async function waitForInbox(to: string, subject: string): Promise<InboxMessage[]> {
  for (let i = 0; i < 300; i++) {
    const found = (await inbox(to)).filter((m) => m.subject?.includes(subject));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing about "${subject}" reached ${to}`);
}
/** The warehouse's count, by the CLI an operator runs (npm run stock). */
const countStock = (productId: string, bottles: number) =>
  run('npm', ['run', '--silent', 'stock', '--', productId, String(bottles)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the support page', () => {
  it('keeps the text when a field is missing, then sends, and the acknowledgement reaches the dev inbox', async () => {
    // Rendered on the server: the questions and the form are in the HTML before any script runs.
    const html = await (await fetch(`${base}/support`)).text();
    expect(html).toContain('Who can buy wine from us?');
    expect(html).toContain('Send message');

    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors = reactErrors(page);
    await page.goto(`${base}/support`);
    await page.getByRole('heading', { name: 'How can we help?', level: 1 }).waitFor();
    await takenOver(page);
    await page.getByText('Who can buy wine from us?').click();
    await page.getByText('you must be 18 or over').waitFor();

    const email = `sam.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Your name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Your message' }).fill('My case arrived with a broken bottle.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Missing required parameters: email' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe(
      'My case arrived with a broken bottle.',
    );
    await shot(page, 's1-support-missing-email');

    await page.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: "we've got your message" }).waitFor();
    await shot(page, 's2-support-sent');
    expect(errors).toEqual([]);

    await waitForInbox(email, "we've got your message");
    await page.goto(`${gateway}/dev/inbox.html`);
    await page.getByText(email).first().waitFor();
    await shot(page, 's3-dev-inbox-acknowledgement');
    await context.close();
  });
});

describe('a back-in-stock alert switched on in the account', () => {
  it('arrives once when the wine on the wishlist is restocked', async () => {
    const search = (await (await fetch(`${base}/api/mobile-app/shop/search?limit=5&offset=5`)).json()) as {
      items: { id: string; slug: string; name: string; inStock: boolean }[];
    };
    const wine = search.items.find((item) => item.inStock);
    if (!wine) throw new Error('no wine in stock to watch');
    const email = `wren.${Date.now()}@example.com`;
    const account = await registeredAccount(email);
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();

    await signInPage(page, `${base}/product/${wine.slug}`, account);
    await page.getByRole('heading', { name: wine.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await page.getByRole('button', { name: 'Saved to wishlist', pressed: true }).waitFor();

    await page.goto(`${base}/account`);
    const alerts = page.getByRole('region', { name: 'Alerts by e-mail' });
    const backInStock = alerts.getByRole('switch', { name: /Back-in-stock alerts/ });
    await backInStock.waitFor();
    expect(await backInStock.isChecked()).toBe(false);
    const saved = page.waitForResponse((r) => r.url().includes('/fn/saveNotificationPreferences'));
    await backInStock.click();
    expect((await saved).status()).toBe(200);
    expect(await backInStock.isChecked()).toBe(true);
    await shot(page, 's4-account-alert-on');

    // Sold out, then restocked by the warehouse.
    await countStock(wine.id, 0);
    await countStock(wine.id, 24);
    const [alert] = await waitForInbox(email, 'is back in stock');
    expect(alert?.text).toContain('/api/messaging/unsubscribe?token=');
    expect(alert?.html).toContain('Unsubscribe');
    // Given time for a second send, still one.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect((await inbox(email)).filter((m) => m.subject?.includes('is back in stock'))).toHaveLength(1);
    await context.close();
  });
});
