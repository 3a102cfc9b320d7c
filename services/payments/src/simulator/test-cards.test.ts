import { describe, expect, it } from 'vitest';
import { behaviourOf, brandOf, passesLuhn } from './test-cards.ts';

describe("the simulator's test cards", () => {
  it("follow Stripe's documented behaviour for the three cards a customer tries", () => {
    expect(behaviourOf('4242424242424242')).toEqual({ kind: 'succeeds' });
    expect(behaviourOf('4000000000000002')).toMatchObject({ kind: 'declines', code: 'card_declined' });
    expect(behaviourOf('4000002760003184')).toEqual({ kind: 'requires_3ds' });
  });

  it("answer Stripe's processing-error card (4000 0000 0000 0119) with processing_error, not a decline", () => {
    expect(behaviourOf('4000000000000119')).toMatchObject({ kind: 'declines', code: 'processing_error' });
  });

  it('refuse a mistyped number by its check digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('name the brand from the first digits', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
  });
});
