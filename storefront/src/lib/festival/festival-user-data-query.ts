import { queryOptions } from '@tanstack/react-query';
import type { FestivalUserData } from '@wine/contracts/festival/festival-calls';
import { mainClient } from '../api/clients.ts';

// Spec sections 7 and 9: the festival data query is fresh for 120 s, not refetched on focus,
// and retried twice.
export const FESTIVAL_DATA_STALE_TIME_MS = 120_000;
export const FESTIVAL_DATA_RETRIES = 2;

/**
 * getFestivalUserData (GET): the festival, the person's festival user data and customer. Keyed
 * by who asks. A `success: false` answer is thrown, so its error is surfaced (spec section 8).
 * Unvalidated on purpose, as the member check: the shell asks it on every page, and the schema's
 * module would bring zod and the festival's schemas into the first script.
 */
export const festivalUserDataQuery = (userId: string) =>
  queryOptions({
    queryKey: ['festival-user-data', userId],
    queryFn: async ({ signal }) => {
      const data = await mainClient.call<FestivalUserData>('getFestivalUserData', undefined, {
        method: 'GET',
        signal,
      });
      if (!data.success) throw new Error(data.error ?? 'Failed to load festival data');
      return data;
    },
    staleTime: FESTIVAL_DATA_STALE_TIME_MS,
    refetchOnWindowFocus: false,
    retry: FESTIVAL_DATA_RETRIES,
  });
