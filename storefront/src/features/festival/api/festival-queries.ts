import { queryOptions } from '@tanstack/react-query';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { isApiError } from '../../../lib/api/api-error.ts';
import { mainClient } from '../../../lib/api/clients.ts';
import { isSignInRequired } from '../../../lib/api/token-renewal.ts';

// The festival's schemas are imported when a query runs (on /festival only): the route's loader
// is part of the first script, which builds no schema it does not need.
const festivalCalls = () => import('@wine/contracts/festival/festival-calls');

/** checkFestivalTicketAvailability (POST): tickets left per ticket type; public. */
export const availabilityQuery = (festivalId: string) =>
  queryOptions({
    queryKey: ['festival-availability', festivalId],
    queryFn: async ({ signal }) => {
      const { AvailabilityAnswer } = await festivalCalls();
      return mainClient.call(
        'checkFestivalTicketAvailability',
        { festivalId },
        { schema: AvailabilityAnswer, signal },
      );
    },
    // Tickets go while people look: a little fresher than the shop's five minutes.
    staleTime: 30_000,
  });

/** getFestivalTastedWines (GET): the person's festival passport. */
export const tastedWinesQuery = (userId: string, festivalId: string) =>
  queryOptions({
    queryKey: ['festival-tasted-wines', userId, festivalId],
    queryFn: async ({ signal }) => {
      const { TastedWinesAnswer } = await festivalCalls();
      return mainClient.call(
        'getFestivalTastedWines',
        { festivalId },
        { method: 'GET', schema: TastedWinesAnswer, signal },
      );
    },
  });

/**
 * A poured wine's shop details: getWineProductDto, priced for the viewer (the same cache entry
 * as the shop's). null when the shop no longer lists it, or keeps it from this viewer (an
 * investment wine is for signed-in people, spec section 6): the page still names it from the
 * festival's data.
 */
export const pouredWineQuery = (wineProductId: string) =>
  queryOptions({
    queryKey: ['wine-product', wineProductId],
    queryFn: async ({ signal }) => {
      try {
        return await mainClient.call<WineDto>('getWineProductDto', { wineProductId }, { signal });
      } catch (error) {
        if ((isApiError(error) && error.status === 404) || isSignInRequired(error)) return null;
        throw error;
      }
    },
  });
