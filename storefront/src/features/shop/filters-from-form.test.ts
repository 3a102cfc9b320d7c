import { describe, expect, it } from 'vitest';
import { filtersFromForm } from './filters-from-form.ts';

const form = (fields: Record<string, string>) => ({ get: (name: string) => fields[name] ?? null });

describe('filtersFromForm', () => {
  it('reads trimmed text and whole pounds', () => {
    expect(
      filtersFromForm(
        form({
          region: ' Bordeaux ',
          country: '',
          varietal: 'Merlot',
          priceMin: '£10',
          priceMax: '24.6',
          inStock: 'on',
        }),
      ),
    ).toEqual({
      region: 'Bordeaux',
      country: undefined,
      varietal: 'Merlot',
      priceMin: 10,
      priceMax: 25,
      inStock: true,
    });
  });

  it('ignores prices it cannot read and an unticked box', () => {
    expect(filtersFromForm(form({ priceMin: 'cheap', priceMax: '-3' }))).toEqual({
      region: undefined,
      country: undefined,
      varietal: undefined,
      priceMin: undefined,
      priceMax: undefined,
      inStock: undefined,
    });
  });
});
