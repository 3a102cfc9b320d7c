import { describe, expect, it } from 'vitest';
import type { CardDetails } from './card-input.ts';
import { cardErrorField, simulatorTokenizer } from './card-tokenizer.ts';

const card: CardDetails = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

/** A fetch that records the request and answers `status` with `body`. */
function processor(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const send: typeof fetch = async (input, init) => {
    sent.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { sent, send };
}

describe('making a PaymentMethod on the simulator', () => {
  it('sends the card form-encoded with the publishable key, as Stripe.js does', async () => {
    const { sent, send } = processor(200, {
      id: 'pm_123',
      object: 'payment_method',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });

    const result = await simulatorTokenizer(
      { apiBase: '', publishableKey: 'pk_test_1' },
      send,
    ).createPaymentMethod(card);

    expect(result).toEqual({ ok: true, paymentMethod: { id: 'pm_123', brand: 'visa', last4: '4242' } });
    expect(sent[0]?.url).toBe('/v1/payment_methods');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(sent[0]?.init?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      authorization: 'Bearer pk_test_1',
    });
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]?.init?.body)))).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
    });
  });

  it("gives the processor's message for a refused card, beside the field it names", async () => {
    const { send } = processor(402, {
      error: {
        type: 'card_error',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
      },
    });

    const result = await simulatorTokenizer(
      { apiBase: 'https://api.example', publishableKey: 'pk' },
      send,
    ).createPaymentMethod(card);

    expect(result).toEqual({
      ok: false,
      field: 'expiry',
      message: "Your card's expiration year is invalid.",
    });
  });

  it('says the processor is unreachable when the network fails', async () => {
    const send: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

    const result = await simulatorTokenizer({ apiBase: '', publishableKey: 'pk' }, send).createPaymentMethod(
      card,
    );

    expect(result).toMatchObject({ ok: false, field: undefined });
  });
});

describe('which field a card error is about', () => {
  it.each([
    ['incorrect_number', 'number'],
    ['invalid_number', 'number'],
    ['invalid_expiry_month', 'expiry'],
    ['invalid_expiry_year', 'expiry'],
    ['expired_card', 'expiry'],
    ['incorrect_cvc', 'cvc'],
    ['invalid_cvc', 'cvc'],
    ['processing_error', undefined],
    [undefined, undefined],
  ])('%s → %s', (code, field) => {
    expect(cardErrorField(code)).toBe(field);
  });
});
