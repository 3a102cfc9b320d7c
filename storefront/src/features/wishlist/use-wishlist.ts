import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@wine/contracts/wishlist/wishlist';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { guestClaimAtom } from '../../lib/session/guest-claim.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { removeWine, saveWine } from './api/change-wishlist.ts';
import { wishlistQuery } from './api/wishlist-query.ts';
import { holdsAll, isOnList, withoutWine, withWine } from './wishlist-change.ts';

// After a guest is signed in to an existing account, its wines join the account's list through
// the read model a moment later: ask again this often, for at most this long, until they show.
const MERGE_POLL_MS = 500;
const MERGE_WAIT_MS = 5_000;

interface CarriedOver {
  until: number;
  /** The guest's list, when this page still has it; else every answer in the window may be early. */
  carried: Wishlist | undefined;
}

/** Whether a guest this tab just signed in to `userId` may still have wines on their way. */
function useCarriedOver(userId: string): CarriedOver | undefined {
  const claim = useAtomValue(guestClaimAtom);
  const queryClient = useQueryClient();
  const [, setWaitOver] = useState(false);
  const mine = claim?.userId === userId ? claim : undefined;
  // One render when the wait ends, so a page still waiting stops saying so.
  useEffect(() => {
    const left = mine ? mine.claimedAt + MERGE_WAIT_MS - Date.now() : 0;
    if (left <= 0) return;
    const timer = setTimeout(() => setWaitOver(true), left);
    return () => clearTimeout(timer);
  }, [mine]);
  if (!mine) return undefined;
  return {
    until: mine.claimedAt + MERGE_WAIT_MS,
    carried: queryClient.getQueryData<Wishlist>(wishlistQuery(mine.guestId).queryKey),
  };
}

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
  const carriedOver = useCarriedOver(userId);
  // Asked at every refetch, not only at render: polling stops by itself once the wait is over.
  const awaiting = (data: Wishlist | undefined) =>
    carriedOver !== undefined &&
    Date.now() < carriedOver.until &&
    (carriedOver.carried === undefined || !holdsAll(data, carriedOver.carried));
  const list = useQuery({
    ...query,
    enabled: user !== undefined,
    refetchInterval: (current) => (awaiting(current.state.data) ? MERGE_POLL_MS : false),
  });

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
    /** The wines saved as a guest are still on their way to this list. */
    merging: awaiting(list.data),
    isSaved: (wineProductId: string) => isOnList(list.data, wineProductId),
    toggle: (wineProductId: string) =>
      toggle.mutate({ wineProductId, save: !isOnList(list.data, wineProductId) }),
    ready: user !== undefined && list.isSuccess,
    error: toggle.error,
  };
}
