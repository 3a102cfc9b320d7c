import { z } from 'zod';
import { CollectionType } from '../collection-type.ts';
import { limitParam, listParam, offsetParam } from './query-params.ts';
import { SHOP_SEARCH_DEFAULT_LIMIT, SHOP_SEARCH_MAX_LIMIT } from './shop-search.ts';

/**
 * GET /api/mobile-app/shop: the wines whose collection type is one of `collectionTypes`
 * (`WEB,WEB_AND_APP`, or the key repeated; every type when absent), newest listing first.
 * Answered with a ShopSearchResult.
 */
export const ShopListingQuery = z.object({
  collectionTypes: listParam(CollectionType).default([...CollectionType.options]),
  offset: offsetParam,
  limit: limitParam(SHOP_SEARCH_DEFAULT_LIMIT, SHOP_SEARCH_MAX_LIMIT),
});
export type ShopListingQuery = z.infer<typeof ShopListingQuery>;
export type ShopListingParams = z.input<typeof ShopListingQuery>;
