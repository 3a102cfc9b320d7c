import type { AuthSession } from '@wine/contracts/identity/auth-session';
import type { CustomTokenRequest } from '@wine/contracts/identity/custom-token';
import { solvedCaptchaAt } from '@wine/identity/testing/solved-captcha';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_STORAGE_KEY } from '../src/lib/session/session-store.ts';
import { freshCard } from './fresh-card.ts';
import { E2E_GUEST_STARTS_PER_IP_HOUR } from './stack/e2e-limits.ts';

// What a spec does as another device would: straight to the gateway, never through the page.

async function call<T>(
  method: string,
  path: string,
  { body, token, headers: extra }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${inject('gatewayUrl')}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface InboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** The dev inbox's messages to an address (as identity spells it) sent after `since`, newest first. */
export async function messagesTo(to: string, since = ''): Promise<InboxMessage[]> {
  const { messages } = await call<{ messages: InboxMessage[] }>('GET', '/dev/inbox');
  return messages.filter((m) => m.to === to && m.sentAt > since);
}

/**
 * The code in the newest message the dev inbox holds for an address (as identity spells it:
 * e-mails in lower case, phones as + and digits): what a person reads in their mail or SMS.
 * Waits for a message sent after `since`, so a spec never reads an older code.
 */
export async function codeSentTo(to: string, since = ''): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [message] = await messagesTo(to, since);
    const code = message && /\b([A-Z2-9]{8}|\d{6})\b(?! minutes)/.exec(message.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code sent to ${to}`);
}

/**
 * Another person's device, as the gateway sees it through a trusted proxy (the e2e stack trusts
 * loopback, as `make dev` does): the per-IP sign-in limits count each account made here on its
 * own, not all of them against this machine's browser.
 */
export const anotherDevice = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
});

/** An account for `email`, made as the storefront makes one on another device: a guest proves the address. */
export async function registeredAccount(email: string): Promise<AuthSession> {
  const headers = anotherDevice();
  const guest = await call<AuthSession>('POST', '/api/auth/anonymous', { headers });
  const since = new Date(Date.now() - 1000).toISOString();
  const { challenge } = await call<{ challenge: string }>('POST', '/fn/generateMagicLink', {
    body: {
      email,
      isWeb: true,
      hideLink: true,
      captcha: await solvedCaptchaAt(inject('gatewayUrl'), headers),
    },
    headers,
  });
  const code = await codeSentTo(email, since);
  return call<AuthSession>('POST', '/api/auth/link', {
    body: { email, code, challenge },
    token: guest.accessToken,
    headers,
  });
}

/**
 * The status a stranger's device gets when it asks for the custom token of a checkout
 * (getCustomTokenForEmail, as a guest of its own): 200 would sign it in as the buyer.
 */
export async function customTokenAnswer(request: Omit<CustomTokenRequest, 'isWeb'>): Promise<number> {
  const headers = anotherDevice();
  const guest = await call<AuthSession>('POST', '/api/auth/anonymous', { headers });
  const response = await fetch(`${inject('gatewayUrl')}/fn/getCustomTokenForEmail`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${guest.accessToken}` },
    body: JSON.stringify({ ...request, isWeb: true }),
  });
  await response.body?.cancel();
  return response.status;
}

/** Ends a session on the server, as when it ends while its browser is away (it is not told). */
export const endedSession = (session: AuthSession) =>
  call('POST', '/api/auth/sign-out', {
    body: { refreshToken: session.refreshToken },
    token: session.accessToken,
  });

/**
 * Spends a device's allowance of new guests (docs/identity.md section 6; the e2e stack's is
 * E2E_GUEST_STARTS_PER_IP_HOUR), so the storefront on it gets no guest: its next
 * POST /api/auth/anonymous is 429.
 */
export async function useUpNewGuests(device: Record<string, string>): Promise<void> {
  for (let i = 0; i <= E2E_GUEST_STARTS_PER_IP_HOUR; i++) {
    const response = await fetch(`${inject('gatewayUrl')}/api/auth/anonymous`, {
      method: 'POST',
      headers: device,
    });
    await response.body?.cancel();
    if (response.status === 429) return;
    if (!response.ok) throw new Error(`POST /api/auth/anonymous: ${response.status}`);
  }
  throw new Error('the new-guest limit was never reached');
}

/**
 * The session renewed, as the app renews it: its user as identity says now (a member, say). With
 * a write's consistency token, as of that write (the app sends the one it last got).
 */
export const renewedSession = (session: AuthSession, minPosition?: string) =>
  call<AuthSession>('POST', '/api/auth/refresh', {
    body: { refreshToken: session.refreshToken },
    ...(minPosition ? { headers: { 'x-min-position': minPosition } } : {}),
  });

/**
 * Joins the collectors club as the /signup page does, with a card of its own: one free trial
 * per card, so a shared test card would leave the next spec's sign-up without its trial.
 */
export async function joinClub(session: AuthSession): Promise<void> {
  const { paymentMethodId } = await freshCard();
  await call('POST', '/api/web-app/signup/subscription', {
    body: { paymentMethodId },
    token: session.accessToken,
  });
}

/** Waits for the members read model to say so (it is fed by the projector, a moment later). */
export async function waitUntilMember(session: AuthSession): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { isMember } = await call<{ isMember: boolean }>('POST', '/api/auth/member-check', {
      body: { appUserId: session.user.id },
      token: session.accessToken,
    });
    if (isMember) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${session.user.id} never became a member`);
}

/** A wine's answer for whoever holds `token` (none: an anonymous caller). */
export const wineFor = (wineProductId: string, token?: string) =>
  call<{ publicPrice: number; memberPrice: number | null; memberSavingPercent: number; slug: string }>(
    'POST',
    '/fn/getWineProductDto',
    { body: { wineProductId }, ...(token ? { token } : {}) },
  );

/** The session the page keeps (the storefront's own storage), e.g. to act for it from here. */
export async function sessionOf(page: Page): Promise<AuthSession> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  if (!stored) throw new Error('the page has no session');
  return JSON.parse(stored) as AuthSession;
}

/**
 * Opens the page signed in as `session`, as if the person had signed in on it earlier. Stored
 * before the app's first script runs, once per tab: a reload keeps whatever the app renewed since.
 */
export async function signInPage(page: Page, url: string, session: AuthSession): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
  await page.goto(url);
}
