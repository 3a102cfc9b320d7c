import { ShopSortBy, SortOrder } from '@wine/contracts/catalog/shop-search';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, sortOptionFor, sortValue } from './sort-options.ts';

describe('the sort options', () => {
  it('offer every order the API supports, once each', () => {
    const values = SORT_OPTIONS.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    for (const sortBy of ShopSortBy.options) {
      for (const sortOrder of SortOrder.options) expect(values).toContain(sortValue(sortBy, sortOrder));
    }
  });

  it('read a select value back into the API fields', () => {
    expect(sortOptionFor('price-ascending')).toMatchObject({ sortBy: 'price', sortOrder: 'ascending' });
    expect(sortOptionFor('colour-up')).toBeUndefined();
  });
});
