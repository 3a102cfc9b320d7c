import type { PaymentMethodResult, StripeError } from '@stripe/stripe-js';
import { type TokenizeResult, UNREACHABLE } from '../card-tokenizer.ts';

/**
 * Stripe.js's answer as the card forms' result. The Payment Element marks a field it blames
 * itself, so a refusal here is the form's message (a declined card, an unreachable Stripe).
 */
export function paymentMethodOf(result: PaymentMethodResult): TokenizeResult {
  if (result.error) return refusal(result.error);
  const { id, card, type } = result.paymentMethod;
  return { ok: true, paymentMethod: { id, brand: card?.brand ?? type, last4: card?.last4 ?? '' } };
}

export const refusal = (error: Pick<StripeError, 'message'>): TokenizeResult => ({
  ok: false,
  field: undefined,
  message: error.message ?? UNREACHABLE,
});
