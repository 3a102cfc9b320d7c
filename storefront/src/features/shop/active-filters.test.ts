import { describe, expect, it } from 'vitest';
import { activeFilters, withoutFilter, withoutFilters } from './active-filters.ts';
import { ShopSearch } from './shop-search.ts';

const search = ShopSearch().parse({
  type: 'red',
  region: 'Rioja',
  varietal: 'Tempranillo',
  priceMax: 30,
  inStock: true,
  sortBy: 'price',
  offset: 40,
});

describe('activeFilters', () => {
  it('lists each refinement with a readable label', () => {
    expect(activeFilters(search).map((f) => f.label)).toEqual([
      'Region: Rioja',
      'Grape: Tempranillo',
      'Up to £30',
      'In stock only',
    ]);
  });

  it('describes a price range both ways round', () => {
    expect(activeFilters(ShopSearch().parse({ priceMin: 40, priceMax: 10 }))[0]?.label).toBe('£10 to £40');
    expect(activeFilters(ShopSearch().parse({ priceMin: 15 }))[0]?.label).toBe('From £15');
  });

  it('is empty for a bare shop', () => {
    expect(activeFilters(ShopSearch().parse({ type: 'white' }))).toEqual([]);
  });
});

describe('removing filters', () => {
  it('drops one filter and goes back to the first page', () => {
    const next = withoutFilter(search, 'price');
    expect(next.priceMax).toBeUndefined();
    expect(next.region).toBe('Rioja');
    expect(next.offset).toBe(0);
  });

  it('clears every refinement but keeps the type and the sort', () => {
    const next = withoutFilters(search);
    expect(activeFilters(next)).toEqual([]);
    expect(next).toMatchObject({ type: 'red', sortBy: 'price', offset: 0 });
  });
});
