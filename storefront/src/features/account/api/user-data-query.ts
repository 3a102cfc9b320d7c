import { queryOptions } from '@tanstack/react-query';
import { UserData } from '@wine/contracts/identity/account';
import { mainClient } from '../../../lib/api/clients.ts';

/** Spec section 7, getUserData (GET): the signed-in person's own record. Keyed by who asks. */
export const userDataQuery = (userId: string) =>
  queryOptions({
    queryKey: ['user-data', userId],
    queryFn: ({ signal }) =>
      mainClient.call('getUserData', undefined, { method: 'GET', schema: UserData, signal }),
  });
