import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@wine/contracts/wishlist/wishlist';
import { useSession } from '../../lib/session/use-session.ts';
import { removeWine, saveWine } from './api/change-wishlist.ts';
import { wishlistQuery } from './api/wishlist-query.ts';
import { isOnList, withoutWine, withWine } from './wishlist-change.ts';

/**
 * The visitor's wishlist, guests included (they have a session too). Saving and removing show
 * at once and are put back if the server refuses; the answer is written into the cached list
 * rather than refetched, because the read model may lag a moment behind the write.
 */
export function useWishlist() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const query = wishlistQuery(userId);
  const queryClient = useQueryClient();
  // After a guest is signed in to an account, the first read carries the sign-in's consistency
  // token, so the wines it saved as a guest are on the list it answers with: no polling.
  const list = useQuery({ ...query, enabled: user !== undefined });

  const toggle = useMutation({
    mutationFn: async ({ wineProductId, save }: { wineProductId: string; save: boolean }) => {
      if (save) return saveWine(wineProductId);
      await removeWine(wineProductId);
      return undefined;
    },
    onMutate: async ({ wineProductId, save }) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const before = queryClient.getQueryData<Wishlist>(query.queryKey);
      const current = before ?? { items: [] };
      queryClient.setQueryData(
        query.queryKey,
        save
          ? withWine(current, { wineProductId, addedAt: new Date().toISOString() })
          : withoutWine(current, wineProductId),
      );
      return { before };
    },
    onSuccess: (saved, { wineProductId }) => {
      if (!saved) return;
      // The server's time of first saving replaces the guess made in onMutate.
      queryClient.setQueryData<Wishlist>(query.queryKey, (current) =>
        current ? withWine(withoutWine(current, wineProductId), saved) : current,
      );
    },
    onError: (_error, _change, context) => queryClient.setQueryData(query.queryKey, context?.before),
  });

  return {
    list,
    isSaved: (wineProductId: string) => isOnList(list.data, wineProductId),
    toggle: (wineProductId: string) =>
      toggle.mutate({ wineProductId, save: !isOnList(list.data, wineProductId) }),
    ready: user !== undefined && list.isSuccess,
    error: toggle.error,
  };
}
