import { magicLinkMessages, signInMessages } from '@wine/contracts/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { messagesTo, registeredAccount, sessionOf } from './identity-api.ts';
import { openLoginModal } from './login-modal.ts';
import { shot } from './screenshot.ts';

const base = inject('storefrontUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The magic link in the newest e-mail to `email` sent after `since`. */
async function linkSentTo(email: string, since: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [message] = await messagesTo(email, since);
    const link =
      message && /(https?:\/\/\S+\/auth\/magic-link#token=[A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no magic link sent to ${email}`);
}

describe('the web login: magic link (loginWithEmailFromWebApp)', () => {
  it("sends a magic link to an account's e-mail ('Magic link sent successfully'); the link signs the person in", async () => {
    const email = `mira.${Date.now()}@example.com`;
    const account = await registeredAccount(email);
    const context = await browser.newContext(DESKTOP);
    const { page, modal } = await openLoginModal(context, base);
    const since = new Date(Date.now() - 1000).toISOString();

    // Login check first: an address with no account gets the server's "User doesn't exist".
    await modal.getByRole('textbox', { name: 'Email address' }).fill(`nobody.${Date.now()}@example.com`);
    await modal.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
    await modal.getByText(signInMessages.userDoesNotExist).waitFor();

    await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
    await modal.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
    await modal.getByRole('status').filter({ hasText: magicLinkMessages.sent }).waitFor();
    await shot(page, 'ml1-magic-link-sent');
    const link = await linkSentTo(email, since);
    expect(new URL(link).origin).toBe(new URL(base).origin);

    await page.goto(link);
    await page.waitForURL(`${base}/`);
    expect(page.url()).not.toContain('token');
    await page
      .getByRole('status')
      .filter({ hasText: `Signed in as ${account.user.displayName}` })
      .waitFor();
    expect((await sessionOf(page)).user).toMatchObject({ id: account.user.id, email, isAnonymous: false });

    // A link works once.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: signInMessages.invalidVerificationCode }).waitFor();
    await shot(page, 'ml2-magic-link-used');
    await context.close();
  });
});
