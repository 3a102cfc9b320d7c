import type { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import { z } from 'zod';
import type { CardDetails, CardField } from './card-input.ts';

/** A card the processor holds for us (a Stripe PaymentMethod): all the app ever keeps of it. */
export interface CreatedPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

export type TokenizeResult =
  | { ok: true; paymentMethod: CreatedPaymentMethod }
  /** `field` when the processor blames one (the number, the expiry, the code). */
  | { ok: false; field: CardField | undefined; message: string };

/**
 * The port between the simulator's card form and the simulator: card details in, a PaymentMethod
 * id out. With a real key Stripe's Payment Element takes the card instead (stripe/), and its
 * PaymentMethod reaches the caller as the same TokenizeResult.
 */
export interface CardTokenizer {
  createPaymentMethod(card: CardDetails): Promise<TokenizeResult>;
}

// Stripe's own wire format (POST /v1/payment_methods), which the simulator speaks too.
const StripePaymentMethod = z.object({
  id: z.string().startsWith('pm_'),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
const StripeCardError = z.object({
  error: z.object({ code: z.string().optional(), message: z.string() }),
});

/** What the customer reads when the card processor did not answer. */
export const UNREACHABLE = 'We could not reach the card processor. Please try again.';

/** Which field a Stripe card error code is about, so its message shows beside that field. */
export function cardErrorField(code: string | undefined): CardField | undefined {
  if (code === undefined) return undefined;
  if (/number/.test(code)) return 'number';
  if (/expiry|expired/.test(code)) return 'expiry';
  if (/cvc/.test(code)) return 'cvc';
  return undefined;
}

/** The card as Stripe.js sends it: a form-encoded body. */
export const paymentMethodBody = (card: CardDetails): string =>
  new URLSearchParams({
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': String(card.expMonth),
    'card[exp_year]': String(card.expYear),
    'card[cvc]': card.cvc,
  }).toString();

/**
 * Makes PaymentMethods on the payment simulator exactly as Stripe.js does under the hood, with
 * the publishable key. The card goes straight to the processor, never to our own API.
 */
export function simulatorTokenizer(
  config: Pick<PaymentsClientConfig, 'apiBase' | 'publishableKey'>,
  send: typeof fetch = (input, init) => fetch(input, init),
): CardTokenizer {
  return {
    async createPaymentMethod(card) {
      let response: Response;
      let body: unknown;
      try {
        response = await send(`${config.apiBase}/v1/payment_methods`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Bearer ${config.publishableKey}`,
          },
          body: paymentMethodBody(card),
        });
        body = await response.json();
      } catch {
        return { ok: false, field: undefined, message: UNREACHABLE };
      }
      const made = StripePaymentMethod.safeParse(body);
      if (response.ok && made.success) {
        const { id, card: saved } = made.data;
        return { ok: true, paymentMethod: { id, brand: saved.brand, last4: saved.last4 } };
      }
      const refused = StripeCardError.safeParse(body);
      if (!refused.success) return { ok: false, field: undefined, message: UNREACHABLE };
      return {
        ok: false,
        field: cardErrorField(refused.data.error.code),
        message: refused.data.error.message,
      };
    },
  };
}
