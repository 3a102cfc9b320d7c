import type { WineDto, WineList } from '@wine/contracts/catalog/wine';
import { magicLinkMessages, phoneVerificationMessages, signInMessages } from '@wine/contracts/messages';
import { formatPence } from '@wine/contracts/money-format';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import {
  anotherDevice,
  codeSentTo,
  joinClub,
  messagesTo,
  registeredAccount,
  signInPage,
  waitUntilMember,
  wineFor,
} from './identity-api.ts';
import { openLoginModal } from './login-modal.ts';

// Issue 36's sign-in rules in the browser: a failed login check (rule 2), a mistyped phone
// number (rule 3), the magic link's failure text (rule 4), the member check on every sign-in
// (rule 6) and the captcha before a send (rule 7).

const base = inject('storefrontUrl');

/**
 * A browser of its own, as seen through the stack's trusted proxy: the guests, checks and codes
 * it asks for count against its own address's hourly limits, not those of the other specs'
 * browsers (all on this machine's address).
 */
const ownDevice = () => ({ ...DESKTOP, extraHTTPHeaders: anotherDevice() });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The calls the page makes to `path`, from now on. */
function callsTo(context: BrowserContext, path: string): Request[] {
  const calls: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

describe('rule 2: a failed login check', () => {
  it("returns exists false with the server's errorMessage, shown to the person, and sign-in does not go on", async () => {
    const context = await browser.newContext(ownDevice());
    const { page, modal } = await openLoginModal(context, base);
    const sends = callsTo(context, '/fn/generateMagicLink');
    const email = `check-failed.${Date.now()}@example.com`;
    const failures = [
      { status: 429, errorMessage: 'Too many checks from this address. Try again in a minute.' },
      { status: 403, errorMessage: 'Sign-in is closed from this network.' },
      { status: 503, errorMessage: 'The account service is down for maintenance.' },
    ];
    for (const { status, errorMessage } of failures) {
      await page.route('**/api/auth/login-check', (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: `HTTP_${status}`, message: errorMessage }, errorMessage }),
        }),
      );
      await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
      await modal.getByRole('button', { name: 'Send me a code' }).click();
      await modal.getByText(errorMessage, { exact: true }).waitFor();
      // Nothing sent, no code asked for, and no offer to create an account the check never denied.
      expect(await modal.getByRole('textbox', { name: 'Your code' }).count()).toBe(0);
      expect(await modal.getByRole('button', { name: /Create an account/ }).count()).toBe(0);
      await modal.getByRole('button', { name: 'Email me a sign-in link instead' }).click();
      await modal.getByText(errorMessage, { exact: true }).waitFor();
      await page.unroute('**/api/auth/login-check');
    }
    expect(sends).toHaveLength(0);
    expect(await messagesTo(email)).toEqual([]);
    await context.close();
  });
});

describe('rule 3: a mistyped phone number', () => {
  it("is refused before the login check with 'Wrong phone number. Please, check it'", async () => {
    const context = await browser.newContext(ownDevice());
    const { modal } = await openLoginModal(context, base);
    const checks = callsTo(context, '/api/auth/login-check');
    const sends = callsTo(context, '/fn/generateMagicLink');
    await modal.getByRole('tab', { name: 'Phone' }).click();
    const number = modal.getByRole('textbox', { name: 'Mobile number' });
    // No network could ring the first (16 digits); the second is a real number outside the UK.
    for (const mistyped of ['+44 7700 900123 4567', '+1 212 555 0100']) {
      await number.fill(mistyped);
      await modal.getByRole('button', { name: 'Send me a code' }).click();
      await modal.getByText(signInMessages.wrongPhoneNumber, { exact: true }).waitFor();
      expect(await modal.getByText(signInMessages.userDoesNotExist).count()).toBe(0);
      expect(await modal.getByRole('button', { name: /Create an account/ }).count()).toBe(0);
    }
    expect(checks).toHaveLength(0);
    expect(sends).toHaveLength(0);
    await context.close();
  });
});

describe('rule 4: a send that fails on the server', () => {
  it("shows 'Failed to generate magic link' on both paths, never 'Server error'", async () => {
    const context = await browser.newContext(ownDevice());
    const { page, modal } = await openLoginModal(context, base);
    await page.route('**/fn/generateMagicLink', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'SERVER_ERROR', message: 'Server error' },
          errorMessage: 'Server error',
        }),
      }),
    );
    // An address that has an account, so the login check lets both paths go on to the send.
    const { user } = await registeredAccount(`send-fails.${Date.now()}@example.com`);
    await modal.getByRole('textbox', { name: 'Email address' }).fill(user.email ?? '');
    for (const path of ['Send me a code', 'Email me a sign-in link instead']) {
      await modal.getByRole('button', { name: path }).click();
      await modal.getByText(magicLinkMessages.failed, { exact: true }).waitFor();
      expect(await modal.getByText('Server error').count()).toBe(0);
      expect(await modal.getByRole('textbox', { name: 'Your code' }).count()).toBe(0);
    }
    await context.close();
  });
});

describe('rule 6: the member check on sign-in', () => {
  /** An in-stock bottle with a guest limit, as a guest sees it. */
  async function limitedWine(): Promise<WineDto> {
    const { items } = (await (await fetch(`${base}/api/catalog/featured-wines?limit=24`)).json()) as WineList;
    for (const item of items.filter((wine) => wine.inStock && wine.memberSavingPercent > 0)) {
      const wine = (await (await fetch(`${base}/api/catalog/wines/${item.slug}`)).json()) as WineDto;
      if (wine.maxQuantityForGuest !== null) return wine;
    }
    throw new Error('The seed has no featured wine with a guest limit and a member saving');
  }

  it("is asked on every sign-in, and the cart's guest limit and the prices follow its isMember", async () => {
    const wine = await limitedWine();
    const stepper = (page: Page) =>
      page.getByRole('group', { name: `Quantity of ${wine.name}` }).getByRole('spinbutton');

    // Signing in through the modal asks the member check: not a member, so the guest limit holds.
    const person = await registeredAccount(`member-check.${Date.now()}@example.com`);
    const context = await browser.newContext(ownDevice());
    const checks = callsTo(context, '/api/auth/member-check');
    const { page, modal } = await openLoginModal(context, `${base}/product/${wine.slug}`);
    const since = new Date(Date.now() - 1000).toISOString();
    await modal.getByRole('textbox', { name: 'Email address' }).fill(person.user.email ?? '');
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    await modal
      .getByRole('textbox', { name: 'Your code' })
      .fill(await codeSentTo(person.user.email ?? '', since));
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => checks.length).toBe(1);
    expect(checks[0]?.postDataJSON()).toEqual({ appUserId: person.user.id });
    expect(await stepper(page).getAttribute('max')).toBe(String(wine.maxQuantityForGuest));
    await context.close();

    // A session from before its person joined the club says "not a member"; the member check,
    // asked as the app starts with it, says "member": no guest limit, and the member price.
    const member = await registeredAccount(`joined.${Date.now()}@example.com`);
    await joinClub(member);
    await waitUntilMember(member);
    expect(member.user.isMember).toBe(false);
    const theirs = await browser.newContext(ownDevice());
    const memberChecks = callsTo(theirs, '/api/auth/member-check');
    const renewals = callsTo(theirs, '/api/auth/refresh');
    const memberPage = await theirs.newPage();
    await signInPage(memberPage, `${base}/product/${wine.slug}`, member);
    await expect.poll(() => memberChecks.length).toBeGreaterThan(0);
    await expect.poll(() => stepper(memberPage).getAttribute('max')).toBeNull();
    const { memberPrice } = await wineFor(wine.id, member.accessToken);
    await memberPage
      .getByText(formatPence(memberPrice ?? 0))
      .first()
      .waitFor();
    expect(renewals).toHaveLength(0);
    await theirs.close();
  });
});

describe("rule 7: phone sign-in's invisible captcha", () => {
  it('the hidden widget solves a challenge in the browser before the code is sent; without it, nothing is sent', async () => {
    const context = await browser.newContext(ownDevice());
    const challenges = callsTo(context, '/api/auth/captcha');
    const sends = callsTo(context, '/fn/generateMagicLink');
    const checks = callsTo(context, '/api/auth/login-check');
    const phone = `+44 7700 ${String(Date.now()).slice(-6)}`;

    // The hidden element gone from the page: the spec's text, and no call at all.
    const first = await openLoginModal(context, base);
    await first.modal.getByRole('tab', { name: 'Phone' }).click();
    await first.page.evaluate(() => document.querySelector('altcha-widget')?.remove());
    await first.modal.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await first.modal.getByRole('button', { name: 'Send me a code' }).click();
    await first.modal.getByText(phoneVerificationMessages.formNotReady, { exact: true }).waitFor();
    expect([checks.length, challenges.length, sends.length]).toEqual([0, 0, 0]);
    await first.page.close();

    // With it: the login check, then a challenge solved by the widget, then the send with it.
    const { modal } = await openLoginModal(context, base);
    await modal.getByRole('tab', { name: 'Phone' }).click();
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    const since = new Date(Date.now() - 1000).toISOString();
    await modal.getByRole('button', { name: 'Send me a code' }).click();
    await modal.getByRole('button', { name: 'Create an account with this number' }).click();
    await modal.getByRole('textbox', { name: 'Your code' }).waitFor();
    expect(challenges).toHaveLength(1);
    expect(sends).toHaveLength(1);
    const { captcha } = (sends[0]?.postDataJSON() ?? {}) as { captcha: string };
    const solved = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'));
    expect(solved.solution.derivedKey).toMatch(/^00/);
    expect(await codeSentTo(phone.replaceAll(' ', ''), since)).toMatch(/^\d{6}$/);

    // The same solution again, as a replaying script would send it: refused, and nothing sent.
    const replay = await fetch(`${base}/fn/generateMagicLink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: sends[0]?.postData() ?? '',
    });
    expect(replay.status).toBe(403);
    expect(await messagesTo(phone.replaceAll(' ', ''), since)).toHaveLength(1);
    await context.close();
  });
});
