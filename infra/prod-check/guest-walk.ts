import { randomUUID } from 'node:crypto';
import { AuthSession } from '@wine/contracts/identity/auth-session';
import { MagicLinkResponse } from '@wine/contracts/identity/magic-link';
import type { ReceivedMail } from '@wine/identity/testing/smtp-capture';
import { solvedCaptchaAt } from '@wine/identity/testing/solved-captcha';
import { z } from 'zod';
import { waitUntil } from './processes.ts';

// A shopper's calls, over HTTP through the load balancer as the storefront makes them; the card
// is typed into the payment stand-in as Stripe.js would send it.

/** A call through the load balancer; throws with the answer unless it is a 2xx. */
async function call(
  origin: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined
        ? {}
        : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

export const mailsTo = (mails: ReceivedMail[], email: string) => mails.filter((m) => m.to.includes(email));

/** The sign-in code mailed to `email` (through the SMTP server the gateways were given). */
async function codeMailedTo(mails: ReceivedMail[], email: string): Promise<string> {
  let code: string | undefined;
  await waitUntil(
    `the sign-in code mailed to ${email}`,
    async () => {
      const mail = mailsTo(mails, email).at(-1);
      code =
        mail &&
        /\b([A-Z2-9]{8}|\d{6})\b(?! minutes)/.exec(mail.raw.split('\r\n\r\n').slice(1).join('\n'))?.[1];
      return code !== undefined;
    },
    { timeoutMs: 30_000 },
  );
  return code as string;
}

/** A guest who proves an e-mail address with the code mailed to it: the session the shop keeps. */
export async function signIn(origin: string, mails: ReceivedMail[], email: string): Promise<string> {
  const guest = AuthSession.parse(
    await call(origin, 'POST', '/api/auth/anonymous', { body: {} }),
  ).accessToken;
  const captcha = await solvedCaptchaAt(origin);
  const { challenge } = MagicLinkResponse.parse(
    await call(origin, 'POST', '/fn/generateMagicLink', {
      body: { email, isWeb: true, hideLink: true, captcha },
    }),
  );
  const code = await codeMailedTo(mails, email);
  const linked = await call(origin, 'POST', '/api/auth/link', {
    token: guest,
    body: { email, code, challenge },
  });
  return AuthSession.parse(linked).accessToken;
}

/** The first wine of the shop's listing with bottles to sell, once the projectors have listed it. */
export async function aWineInStock(origin: string): Promise<string> {
  const Listing = z.object({ items: z.array(z.object({ id: z.string(), inStock: z.boolean() })) });
  let productId: string | undefined;
  await waitUntil(
    'the seeded wines in the shop',
    async () => {
      const { items } = Listing.parse(await call(origin, 'GET', '/api/mobile-app/shop'));
      productId = items.find((wine) => wine.inStock)?.id;
      return productId !== undefined;
    },
    { timeoutMs: 60_000 },
  );
  return productId as string;
}

export async function checkout(origin: string, token: string, productId: string): Promise<string> {
  const body = { lines: [{ productId, quantity: 1 }], dateOfBirth: '1990-01-01' };
  return z
    .object({ orderId: z.string() })
    .parse(await call(origin, 'POST', '/api/orders/checkout', { token, body })).orderId;
}

const NextAction = z.object({
  paymentStatus: z.literal('requires_action'),
  nextAction: z.object({ redirectUrl: z.string(), clientSecret: z.string() }),
});

/** A 3-D Secure card typed in and paid with: the bank's page to answer, and the secret to come back with. */
export async function payWith3dsCard(
  origin: string,
  token: string,
  orderId: string,
  stripe: { url: string; publishableKey: string },
) {
  const typed = await fetch(`${stripe.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stripe.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': '4000002760003184',
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[cvc]': '123',
    }),
  });
  const { id } = z.object({ id: z.string() }).parse(await typed.json());
  const body = { orderId, stripePaymentId: id };
  return NextAction.parse(await call(origin, 'POST', '/fn/attemptPayment', { token, body })).nextAction;
}

/** The customer passes the bank's check; the bank sends them back to the shop's return URL. */
export async function passBankCheck(redirectUrl: string): Promise<URL> {
  const back = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ outcome: 'complete' }),
  });
  if (back.status !== 303) throw new Error(`the bank's page answered ${back.status}`);
  return new URL(back.headers.get('location') ?? '');
}

/** Back on /checkout/complete: the storefront confirms the payment with the client secret. */
export async function confirm3ds(origin: string, token: string, clientSecret: string): Promise<string> {
  const answer = await call(origin, 'POST', '/api/orders/confirm-delivery-payment-3ds', {
    token,
    body: { clientSecret },
  });
  return z.object({ paymentStatus: z.string() }).parse(answer).paymentStatus;
}

/** The order's label on the customer's order history (a read model the projectors keep). */
export async function historyLabel(
  origin: string,
  token: string,
  orderId: string,
): Promise<string | undefined> {
  const History = z.object({ orders: z.array(z.object({ orderId: z.string(), statusLabel: z.string() })) });
  const { orders } = History.parse(await call(origin, 'GET', '/fn/getCustomerOrdersV2', { token }));
  return orders.find((order) => order.orderId === orderId)?.statusLabel;
}
