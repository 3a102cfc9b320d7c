import { PaymentsClientConfig } from '@wine/contracts/payments/payments-client-config';
import { inject } from 'vitest';

/**
 * A card no other test has started a trial with (one free trial per card, by its fingerprint): a
 * Visa number passing the Luhn check, made a PaymentMethod as Stripe.js would.
 */
export async function freshCard(): Promise<{ paymentMethodId: string; last4: string }> {
  const payload = ['4', ...Array.from({ length: 14 }, () => String(Math.floor(Math.random() * 10)))];
  const sum = payload
    .toReversed()
    .map((digit, i) =>
      i % 2 === 0 ? ((Number(digit) * 2) % 10) + Math.floor((Number(digit) * 2) / 10) : Number(digit),
    )
    .reduce((a, b) => a + b, 0);
  const number = `${payload.join('')}${(10 - (sum % 10)) % 10}`;
  const { apiBase, publishableKey } = PaymentsClientConfig.parse(
    await (await fetch(`${inject('gatewayUrl')}/api/payments/config`)).json(),
  );
  const response = await fetch(`${apiBase}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
    }),
  });
  const { id } = (await response.json()) as { id: string };
  return { paymentMethodId: id, last4: number.slice(-4) };
}
