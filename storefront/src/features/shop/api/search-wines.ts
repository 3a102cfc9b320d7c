import type { ShopSearchQuery, ShopSearchResult } from '@wine/contracts/catalog/shop-search';
import { adminClient } from '../../../lib/api/clients.ts';

/** Spec section 7: GET /api/mobile-app/shop/search with the filters as query parameters. */
export const searchWines = (params: ShopSearchQuery, signal?: AbortSignal) =>
  adminClient.get<ShopSearchResult>('/api/mobile-app/shop/search', {
    query: params,
    ...(signal ? { signal } : {}),
  });
