import { describe, expect, it } from 'vitest';
import { ShopSearchQuery } from './shop-search.ts';

describe('ShopSearchQuery', () => {
  it('defaults to the first 20 wines by name, ascending', () =>
    expect(ShopSearchQuery.parse({})).toEqual({
      sortBy: 'name',
      sortOrder: 'ascending',
      offset: 0,
      limit: 20,
    }));

  it('coerces query-string text and keeps JSON values as they are', () => {
    const fromUrl = ShopSearchQuery.parse({
      priceMin: '1000',
      priceMax: '2500',
      inStock: 'false',
      offset: '40',
      limit: '10',
    });
    expect(fromUrl).toMatchObject({ priceMin: 1000, priceMax: 2500, inStock: false, offset: 40, limit: 10 });
    expect(ShopSearchQuery.parse({ priceMin: 1000, inStock: true })).toMatchObject({
      priceMin: 1000,
      inStock: true,
    });
  });

  it('trims text filters and drops empty ones as errors, not as matches for ""', () => {
    expect(ShopSearchQuery.parse({ region: '  Rioja ' }).region).toBe('Rioja');
    expect(ShopSearchQuery.safeParse({ region: '   ' }).success).toBe(false);
  });

  it('refuses unknown sorts, negative prices, fractional pence and oversized pages', () => {
    for (const bad of [
      { sortBy: 'colour' },
      { sortOrder: 'up' },
      { priceMin: '-1' },
      { priceMax: '9.5' },
      { limit: '101' },
      { limit: '0' },
      { inStock: 'maybe' },
    ]) {
      expect(ShopSearchQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses a price range upside down, on priceMax', () => {
    const result = ShopSearchQuery.safeParse({ priceMin: '3000', priceMax: '1000' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['priceMax'], message: 'priceMax must not be below priceMin' }),
    ]);
  });
});
