import { queryOptions } from '@tanstack/react-query';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { isApiError } from '../../../lib/api/api-error.ts';
import { mainClient } from '../../../lib/api/clients.ts';

/**
 * A saved wine for its card: the named call getWineProductDto (spec section 7), priced for the
 * viewer. null when the shop no longer lists it, so one delisted wine never breaks the page.
 */
export const savedWineQuery = (wineProductId: string) =>
  queryOptions({
    queryKey: ['wine-product', wineProductId],
    queryFn: async ({ signal }) => {
      try {
        return await mainClient.call<WineDto>('getWineProductDto', { wineProductId }, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
