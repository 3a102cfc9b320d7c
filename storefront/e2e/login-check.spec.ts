import { signInMessages } from '@wine/contracts/messages';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { anotherDevice, codeSentTo, registeredAccount, sessionOf, useUpNewGuests } from './identity-api.ts';
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

async function openModal(context: BrowserContext) {
  const { page, modal } = await openLoginModal(context, base);
  return { page, modal, email: modal.getByRole('textbox', { name: 'Email address' }) };
}

describe('the login check before the code (spec section 8)', () => {
  it("Login check failure returns exists false with the server errorMessage, or 'User doesn't exist' on 404: the modal says so and offers to create the account", async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, modal, email } = await openModal(context);

    // An address with no account: the server's "User doesn't exist", and nothing sent yet.
    // (A check that fails otherwise stops sign-in: issue-36-sign-in-rules.spec.ts, rule 2.)
    const newcomer = `newcomer.${Date.now()}@example.com`;
    const since = new Date(Date.now() - 1000).toISOString();
    await email.fill(newcomer);
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/auth/login-check'));
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    expect((await checked).status()).toBe(404);
    await modal.getByText(signInMessages.userDoesNotExist).waitFor();
    const create = modal.getByRole('button', { name: 'Create an account with this email' });
    await create.waitFor();
    await shot(page, 'lc1-user-does-not-exist');

    // The second step sends the code, and the code makes this guest the account.
    const guest = await sessionOf(page);
    await create.click();
    await modal.getByRole('textbox', { name: 'Your code' }).fill(await codeSentTo(newcomer, since));
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect((await sessionOf(page)).user).toMatchObject({
      id: guest.user.id,
      email: newcomer,
      isAnonymous: false,
    });
    await context.close();
  });

  it("with no current user (the new-guest limit is used up), an unknown address gets 'No account found. Please check your email and try again.', and a known one signs in", async () => {
    const device = anotherDevice();
    await useUpNewGuests(device);
    const account = await registeredAccount(`known.${Date.now()}@example.com`);
    const context = await browser.newContext(DESKTOP);
    await context.setExtraHTTPHeaders(device);
    const { page, modal, email } = await openModal(context);
    await expect(sessionOf(page)).rejects.toThrow('the page has no session');

    const stranger = `stranger.${Date.now()}@example.com`;
    let since = new Date(Date.now() - 1000).toISOString();
    await email.fill(stranger);
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    await modal.getByRole('button', { name: 'Create an account with this email' }).click();
    await modal.getByRole('textbox', { name: 'Your code' }).fill(await codeSentTo(stranger, since));
    const signIn = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-in'));
    await modal.getByRole('button', { name: 'Sign in' }).click();
    // Linking needs a current user: the code goes to sign-in, with no token.
    expect((await signIn).headers().authorization).toBeUndefined();
    await modal.getByText(signInMessages.accountNotFound).waitFor();
    await shot(page, 'lc2-no-account-found');

    // The same modal signs in someone who has an account, guest or no guest.
    const known = account.user.email ?? '';
    await modal.getByRole('button', { name: 'Use a different email' }).click();
    since = new Date(Date.now() - 1000).toISOString();
    await email.fill(known);
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    await modal.getByRole('textbox', { name: 'Your code' }).fill(await codeSentTo(known, since));
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect((await sessionOf(page)).user).toMatchObject({ id: account.user.id, isAnonymous: false });
    await context.close();
  });
});
