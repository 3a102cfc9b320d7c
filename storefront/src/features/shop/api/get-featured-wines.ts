import { FEATURED_DEFAULT_LIMIT, type WineList } from '@wine/contracts/catalog/wine';
import { adminClient } from '../../../lib/api/clients.ts';

/** GET /api/catalog/featured-wines (docs/api.md): in stock, rated 4.5 or more, best first. */
export const getFeaturedWines = (limit = FEATURED_DEFAULT_LIMIT, signal?: AbortSignal) =>
  adminClient.get<WineList>('/api/catalog/featured-wines', {
    query: { limit },
    ...(signal ? { signal } : {}),
  });
