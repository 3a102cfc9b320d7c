// Stripe's documented test cards, and what the simulator does with each.
// https://docs.stripe.com/testing

export type CardBehaviour =
  | { kind: 'succeeds' }
  /** Succeeds, and Radar holds the payment for review (the shop's rule: review elevated risk). */
  | { kind: 'succeeds_in_review' }
  | { kind: 'declines'; declineCode: string; code: string; message: string }
  | { kind: 'requires_3ds' };

const declined = (declineCode: string, code = 'card_declined', message = 'Your card was declined.') =>
  ({ kind: 'declines', declineCode, code, message }) as const;

const BY_NUMBER: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds', 'card_declined', 'Your card has insufficient funds.'),
  '4000000000000069': declined('expired_card', 'expired_card', 'Your card has expired.'),
  // Not a refusal by the bank: Stripe could not process the card (the spec's other_error).
  '4000000000000119': declined(
    'processing_error',
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  // Stripe's elevated-risk card: under the shop's Radar rule "review elevated risk", in review.
  '4000000000009235': { kind: 'succeeds_in_review' },
  '4000002760003184': { kind: 'requires_3ds' },
  '4000002500003155': { kind: 'requires_3ds' },
};

/** Stripe's ready-made test PaymentMethods, so tests can skip card entry as with real Stripe. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_threeDSecure2Required: '4000002760003184',
};

/** Any other valid number succeeds, as on Stripe's test mode. */
export const behaviourOf = (number: string): CardBehaviour => BY_NUMBER[number] ?? { kind: 'succeeds' };

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}
