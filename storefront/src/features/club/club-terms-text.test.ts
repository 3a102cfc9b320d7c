import type { ClubTerms } from '@wine/contracts/payments/club-subscription';
import { describe, expect, it } from 'vitest';
import { clubTermsText } from './club-terms-text.ts';

const terms = (overrides: Partial<ClubTerms> = {}): ClubTerms => ({
  trialDays: 14,
  pricePence: 1500,
  interval: 'month',
  ...overrides,
});

describe("the club's terms, before the card is taken", () => {
  it('give the free days, then the price, for a first join', () => {
    expect(clubTermsText(terms(), true)).toBe('14 days free, then £15.00 a month. Cancel any time.');
  });

  it('say day, not days, for a one-day trial, and follow the interval', () => {
    expect(clubTermsText(terms({ trialDays: 1, pricePence: 15000, interval: 'year' }), true)).toBe(
      '1 day free, then £150.00 a year. Cancel any time.',
    );
  });

  it('charge from today when rejoining, since the trial was used', () => {
    expect(clubTermsText(terms(), false)).toBe('£15.00 a month, starting today. Cancel any time.');
  });

  it('charge from today when the club offers no free days', () => {
    expect(clubTermsText(terms({ trialDays: 0 }), true)).toBe(
      '£15.00 a month, starting today. Cancel any time.',
    );
  });
});
