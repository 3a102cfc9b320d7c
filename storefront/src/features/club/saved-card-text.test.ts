import { describe, expect, it } from 'vitest';
import { savedCardText } from './saved-card-text.ts';

describe('a card on file', () => {
  it('reads as its brand, last four digits and expiry', () => {
    expect(
      savedCardText({ paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 }),
    ).toBe('Visa ending 4242, expires 03/30');
  });

  it('is just a card when the brand is one we do not know', () => {
    expect(
      savedCardText({
        paymentMethodId: 'pm_1',
        brand: 'unknown',
        last4: '0005',
        expMonth: 12,
        expYear: 2031,
      }),
    ).toBe('Card ending 0005, expires 12/31');
  });
});
