import { queryOptions } from '@tanstack/react-query';
import { Wishlist } from '@wine/contracts/wishlist/wishlist';
import { adminClient } from '../../../lib/api/clients.ts';

/** GET /api/wishlist: keyed by who asks, so a sign-in or sign-out never shows another's list. */
export const wishlistQuery = (userId: string) =>
  queryOptions({
    queryKey: ['wishlist', userId],
    queryFn: ({ signal }) => adminClient.get('/api/wishlist', { schema: Wishlist, signal }),
  });
