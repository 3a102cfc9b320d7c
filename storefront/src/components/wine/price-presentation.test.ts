import { describe, expect, it } from 'vitest';
import { pricePresentation } from './price-presentation.ts';

describe('pricePresentation', () => {
  it('shows members their price, the public price struck through and the saving', () => {
    expect(pricePresentation({ publicPrice: 2000, memberPrice: 1500, memberSavingPercent: 25 })).toEqual({
      kind: 'member',
      price: '£15.00',
      was: '£20.00',
      savePercent: 25,
    });
  });

  it('computes the saving with the spec rule (nearest whole percent)', () => {
    const shown = pricePresentation({ publicPrice: 1000, memberPrice: 855, memberSavingPercent: 0 });
    expect(shown).toMatchObject({ kind: 'member', savePercent: 15 });
  });

  it('shows no saving when the member price is not lower', () => {
    expect(pricePresentation({ publicPrice: 1200, memberPrice: 1200, memberSavingPercent: 0 })).toEqual({
      kind: 'member',
      price: '£12.00',
      was: undefined,
      savePercent: 0,
    });
  });

  it('shows guests the public price and the members saving the API reported', () => {
    expect(pricePresentation({ publicPrice: 123456, memberPrice: null, memberSavingPercent: 18 })).toEqual({
      kind: 'public',
      price: '£1,234.56',
      memberSavingPercent: 18,
    });
  });
});
