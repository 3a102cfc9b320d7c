import { ShopSearchQuery } from '@wine/contracts/catalog/shop-search';
import { describe, expect, it } from 'vitest';
import { ShopSearch } from './shop-search.ts';
import { toSearchParams } from './to-search-params.ts';

describe('toSearchParams', () => {
  it('sends only the defaults for a bare /shop', () => {
    expect(toSearchParams(ShopSearch().parse({}))).toEqual({
      sortBy: 'name',
      sortOrder: 'ascending',
      offset: 0,
      limit: 20,
    });
  });

  it('maps the type, converts pounds to pence and keeps the other filters', () => {
    const params = toSearchParams(
      ShopSearch().parse({
        type: 'red',
        region: 'Rioja',
        priceMin: 10,
        priceMax: 25,
        inStock: true,
        sortBy: 'price',
      }),
    );
    expect(params).toMatchObject({
      wineType: 'red',
      region: 'Rioja',
      priceMin: 1000,
      priceMax: 2500,
      inStock: true,
    });
    expect(params).not.toHaveProperty('type');
  });

  it('turns a backwards price range round', () => {
    expect(toSearchParams(ShopSearch().parse({ priceMin: 50, priceMax: 20 }))).toMatchObject({
      priceMin: 2000,
      priceMax: 5000,
    });
  });

  it('always produces a query the API accepts', () => {
    const params = toSearchParams(
      ShopSearch().parse({ type: 'white', category: 'fine', priceMin: 90, priceMax: 9 }),
    );
    expect(ShopSearchQuery.safeParse(params).success).toBe(true);
  });
});
