import { describe, expect, it } from 'vitest';
import { ShopListingQuery } from './shop-listing.ts';

describe('ShopListingQuery', () => {
  it('takes every collection type when none is given', () =>
    expect(ShopListingQuery.parse({}).collectionTypes).toEqual(['WEB', 'APP', 'WEB_AND_APP']));

  it('reads a comma list, a repeated key or an array', () => {
    expect(ShopListingQuery.parse({ collectionTypes: 'WEB,WEB_AND_APP' }).collectionTypes).toEqual([
      'WEB',
      'WEB_AND_APP',
    ]);
    expect(ShopListingQuery.parse({ collectionTypes: ['APP'] }).collectionTypes).toEqual(['APP']);
  });

  it('refuses an unknown type, pointing at it', () =>
    expect(ShopListingQuery.safeParse({ collectionTypes: 'WEB,SHOP' }).error?.issues[0]?.path).toEqual([
      'collectionTypes',
      1,
    ]));
});
