import { describe, expect, it } from 'vitest';
import { discountPercent, formatPence, Pence } from './money.ts';
import { groupThousands } from './money-format.ts';

describe('formatPence', () => {
  it.each([
    [1250, '£12.50'],
    [123400, '£1,234.00'],
    [0, '£0.00'],
    [5, '£0.05'],
    [100_000_000, '£1,000,000.00'],
    [-500, '-£5.00'],
  ])('%d pence is %s', (pence, text) => expect(formatPence(pence)).toBe(text));

  it('writes what the en-GB currency format writes, from a penny to millions, either side of zero', () => {
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const amounts = [1, 9, 10, 99, 999, 1000, 99_999, 100_000, 1_234_567, 987_654_321, 2 ** 40];
    for (const pence of [...amounts, ...amounts.map((amount) => -amount)])
      expect(formatPence(pence)).toBe(gbp.format(pence / 100));
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567, '1,234,567'],
    [-1234, '-1,234'],
  ])('writes %d as %s', (whole, text) => expect(groupThousands(whole)).toBe(text));
});

describe('the Pence schema', () => {
  it('accepts whole, non-negative amounts', () => {
    expect(Pence.safeParse(0).success).toBe(true);
    expect(Pence.safeParse(1250).success).toBe(true);
  });
  it('refuses negatives, fractions and unsafe integers', () => {
    expect(Pence.safeParse(-1).success).toBe(false);
    expect(Pence.safeParse(12.5).success).toBe(false);
    expect(Pence.safeParse(2 ** 60).success).toBe(false);
  });
});

describe('discountPercent', () => {
  it('is the whole percent saved', () => expect(discountPercent(2000, 1500)).toBe(25));
  it('rounds to the nearest whole percent', () => {
    expect(discountPercent(1000, 855)).toBe(15); // 14.5%
    expect(discountPercent(1000, 856)).toBe(14); // 14.4%
    expect(discountPercent(3000, 2000)).toBe(33); // 33.3%
  });
  it('is 0 when the member price is the same', () => expect(discountPercent(1500, 1500)).toBe(0));
  it('is 0 when the member price is higher', () => expect(discountPercent(1500, 1600)).toBe(0));
  it('is 0 when the public price is 0', () => expect(discountPercent(0, 0)).toBe(0));
  it('is 0 when the public price is negative', () => expect(discountPercent(-100, -200)).toBe(0));
  it('is 100 for a free member price', () => expect(discountPercent(1500, 0)).toBe(100));
});
