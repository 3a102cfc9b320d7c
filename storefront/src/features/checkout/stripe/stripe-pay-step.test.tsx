// @vitest-environment happy-dom
import type { PaymentMethodResult } from '@stripe/stripe-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PaymentResult } from '@wine/contracts/orders/payment-api';
import type { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, serverPerTest, type TestServer } from '../../../lib/api/http-test-server.ts';
import { SESSION_STORAGE_KEY } from '../../../lib/session/session-store.ts';
import { PayStep } from '../components/pay-step.tsx';
import { reservedOrder as order } from '../testing/reserved-order.ts';
import { standInStripe } from '../testing/stand-in-stripe.ts';
import { StripeLoaderContext } from './stripe-loader.ts';

// Checkout's pay step with a real publishable key: the Payment Element (a stand-in for
// Stripe.js, given through the seam the real script comes through) makes the PaymentMethod,
// and the gateway (a real HTTP server answering as it does) charges it.

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const config: PaymentsClientConfig = {
  mode: 'stripe',
  publishableKey: 'pk_test_standin',
  apiBase: 'https://api.stripe.com',
  club: { trialDays: 14, pricePence: 1500, interval: 'month' },
};
const card = (id: string): PaymentMethodResult =>
  ({
    paymentMethod: { id, type: 'card', card: { brand: 'visa', last4: '4242' } },
  }) as PaymentMethodResult;
const charged = (paymentStatus: PaymentResult['paymentStatus'], extra: Partial<PaymentResult> = {}) =>
  ({ paymentStatus, message: '', order, ...extra }) satisfies PaymentResult;

const startServer = serverPerTest();
let server: TestServer;
let root: Root | undefined;
let container: HTMLElement;

/** A guest's session, fresh, so the API client sends its token without asking for one. */
function storeGuestSession() {
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      tokenType: 'Bearer',
      accessToken: 'guest-token',
      accessTokenExpiresAt: inAnHour,
      refreshToken: 'guest-refresh',
      refreshTokenExpiresAt: inAnHour,
      user: { id: 'guest-1', displayName: 'Guest', isMember: false, isAnonymous: true },
    }),
  );
}

async function renderPayStep(answers: PaymentMethodResult[], onPaid = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['payments-config'], config);
  const standIn = standInStripe(answers);
  const loads: string[] = [];
  const load = async (key: string) => {
    loads.push(key);
    return standIn.stripe;
  };
  await act(async () => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        <StripeLoaderContext.Provider value={load}>
          <PayStep order={order} onPaymentMethod={() => undefined} onPaid={onPaid} />
        </StripeLoaderContext.Provider>
      </QueryClientProvider>,
    );
  });
  await waitFor(() => container.querySelector('button[type="submit"]'));
  return { seen: standIn.seen, loads, onPaid };
}

async function pay() {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  await act(async () => button?.click());
}

async function waitFor<T>(find: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`never found; the page says: ${container.textContent}`);
}

const alertText = () => container.querySelector('[role="alert"]')?.textContent;

beforeEach(async () => {
  storeGuestSession();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
  localStorage.clear();
  vi.restoreAllMocks();
});

function answerCharges(...answers: PaymentResult[]) {
  return startServer((request, response) => {
    if (request.url === '/fn/attemptPayment') return sendJson(response, 200, answers.shift());
    sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  }).then((started) => {
    server = started;
    // The app calls its API on its own origin: the page is on the test server's.
    (window as Window & { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(`${started.url}/cart`);
  });
}

const chargesAsked = () =>
  server.requests.filter((r) => r.url === '/fn/attemptPayment').map((r) => JSON.parse(r.body) as unknown);

describe('paying at checkout with Stripe’s Payment Element', () => {
  it('mounts the Payment Element for the order’s total in pounds, cards only', async () => {
    await answerCharges();
    const { seen, loads } = await renderPayStep([]);
    expect(loads).toEqual(['pk_test_standin']);
    expect(seen.mounted).toBe(1);
    expect(seen.elementsOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 9000,
      currency: 'gbp',
      paymentMethodCreation: 'manual',
      paymentMethodTypes: ['card'],
    });
    expect(container.textContent).toContain('Card (Stripe)');
    expect(container.textContent).not.toContain('Stripe.js, which is not bundled');
  });

  it('charges the PaymentMethod Stripe made and shows the paid order', async () => {
    const paid = { ...order, status: 'PAID_IN_STORAGE' as const, statusLabel: 'Ready for dispatch' };
    await answerCharges(charged('succeeded', { order: paid }));
    const { onPaid } = await renderPayStep([card('pm_standin_paid')]);
    await pay();
    await waitFor(() => onPaid.mock.calls.length > 0);
    expect(onPaid).toHaveBeenCalledWith(paid);
    expect(chargesAsked()).toEqual([{ orderId: order.orderId, stripePaymentId: 'pm_standin_paid' }]);
  });

  it('says “Card declined” and takes another card for the same order', async () => {
    await answerCharges(
      charged('card_declined', { message: 'Card declined' }),
      charged('succeeded', { order: { ...order, status: 'PAID_IN_STORAGE' } }),
    );
    const { onPaid } = await renderPayStep([card('pm_declined'), card('pm_second')]);
    await pay();
    expect(await waitFor(alertText)).toBe('Card declined');
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Pay £90.00');
    await pay();
    await waitFor(() => onPaid.mock.calls.length > 0);
    expect(chargesAsked()).toEqual([
      { orderId: order.orderId, stripePaymentId: 'pm_declined' },
      { orderId: order.orderId, stripePaymentId: 'pm_second' },
    ]);
  });

  it('shows Stripe’s own refusal when no PaymentMethod could be made, and charges nothing', async () => {
    await answerCharges();
    await renderPayStep([
      { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    ] as PaymentMethodResult[]);
    await pay();
    expect(await waitFor(alertText)).toBe('Your card was declined.');
    expect(chargesAsked()).toEqual([]);
  });

  it('sends the customer to the bank when 3-D Secure is asked for, to come back to /checkout/complete', async () => {
    const bank = 'https://hooks.stripe.com/3d_secure_2/hosted?return_to=checkout';
    await answerCharges(
      charged('requires_action', {
        nextAction: { clientSecret: 'pi_3ds_secret_abc', redirectUrl: bank },
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderPayStep([card('pm_3ds')]);
    await pay();
    await waitFor(() => assign.mock.calls.length > 0);
    expect(assign).toHaveBeenCalledWith(bank);
    expect(container.textContent).toContain('Taking you to your bank to confirm the payment…');
  });
});
