import { signInMessages } from '@wine/contracts/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { codeSentTo } from './identity-api.ts';
import { openLoginModal } from './login-modal.ts';

const base = inject('storefrontUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('phone sign-in errors in the browser (spec section 8)', () => {
  it("shows 'Invalid code. Check again' for a wrong code ('Wrong phone number. Please, check it': issue-36-sign-in-rules.spec.ts, rule 3)", async () => {
    const context = await browser.newContext(DESKTOP);
    const { page, modal } = await openLoginModal(context, base);
    await modal.getByRole('tab', { name: 'Phone' }).click();
    const number = modal.getByRole('textbox', { name: 'Mobile number' });
    const send = modal.getByRole('button', { name: 'Send me a code' });

    // No account has this number: the login check says so, and the second step sends the code.
    const create = modal.getByRole('button', { name: 'Create an account with this number' });
    const sendToNewNumber = async () => {
      await send.click();
      await create.click();
    };

    // auth/invalid-verification-code: a wrong code for a number that got one.
    const phone = `+44 7700 ${String(Date.now()).slice(-6)}`;
    const since = new Date(Date.now() - 1000).toISOString();
    await number.fill(phone);
    await sendToNewNumber();
    const code = await codeSentTo(phone.replaceAll(' ', ''), since);
    await modal.getByRole('textbox', { name: 'Your code' }).fill(code === '111111' ? '222222' : '111111');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.getByText(signInMessages.invalidCode).waitFor();
    await page.screenshot({ path: `${inject('artifactsDir')}/p1-phone-invalid-code.png` });
    await context.close();
  });
});
