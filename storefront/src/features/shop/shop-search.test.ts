import { describe, expect, it } from 'vitest';
import { ShopSearch } from './shop-search.ts';

describe('the shop URL', () => {
  it('fills defaults for an empty search', () => {
    expect(ShopSearch().parse({})).toEqual({ sortBy: 'name', sortOrder: 'ascending', offset: 0, limit: 20 });
  });

  it('reads every filter, whether the router parsed it as JSON or left it as text', () => {
    expect(
      ShopSearch().parse({
        type: 'red',
        category: 'investment',
        region: 'Bordeaux',
        country: 'France',
        varietal: 'Merlot',
        priceMin: '10',
        priceMax: 40,
        inStock: 'true',
        sortBy: 'price',
        sortOrder: 'descending',
        offset: '20',
        limit: 40,
      }),
    ).toEqual({
      type: 'red',
      category: 'investment',
      region: 'Bordeaux',
      country: 'France',
      varietal: 'Merlot',
      priceMin: 10,
      priceMax: 40,
      inStock: true,
      sortBy: 'price',
      sortOrder: 'descending',
      offset: 20,
      limit: 40,
    });
  });

  it('never fails on a bad URL: each bad value falls back on its own', () => {
    const search = ShopSearch().parse({
      type: 'blue',
      category: 42,
      region: '   ',
      priceMin: 'cheap',
      priceMax: -5,
      inStock: 'maybe',
      sortBy: 'colour',
      sortOrder: 'sideways',
      offset: -1,
      limit: 5000,
    });
    expect(search).toEqual({ sortBy: 'name', sortOrder: 'ascending', offset: 0, limit: 20 });
  });

  it('treats inStock=false as no filter', () => {
    expect(ShopSearch().parse({ inStock: false }).inStock).toBeUndefined();
  });
});
