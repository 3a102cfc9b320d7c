import { queryOptions } from '@tanstack/react-query';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { AvailabilityAnswer, TastedWinesAnswer } from '@wine/contracts/festival/festival-calls';
import { isApiError } from '../../../lib/api/api-error.ts';
import { mainClient } from '../../../lib/api/clients.ts';

/** checkFestivalTicketAvailability (POST): tickets left per ticket type; public. */
export const availabilityQuery = (festivalId: string) =>
  queryOptions({
    queryKey: ['festival-availability', festivalId],
    queryFn: ({ signal }) =>
      mainClient.call(
        'checkFestivalTicketAvailability',
        { festivalId },
        { schema: AvailabilityAnswer, signal },
      ),
    // Tickets go while people look: a little fresher than the shop's five minutes.
    staleTime: 30_000,
  });

/** getFestivalTastedWines (GET): the person's festival passport. */
export const tastedWinesQuery = (userId: string, festivalId: string) =>
  queryOptions({
    queryKey: ['festival-tasted-wines', userId, festivalId],
    queryFn: ({ signal }) =>
      mainClient.call(
        'getFestivalTastedWines',
        { festivalId },
        { method: 'GET', schema: TastedWinesAnswer, signal },
      ),
  });

/**
 * A poured wine's shop details: getWineProductDto, priced for the viewer (the same cache entry
 * as the shop's). null when the shop no longer lists it.
 */
export const pouredWineQuery = (wineProductId: string) =>
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
