import { WishlistItem } from '@wine/contracts/wishlist/wishlist';
import { adminClient } from '../../../lib/api/clients.ts';

const path = (wineProductId: string) => `/api/wishlist/${encodeURIComponent(wineProductId)}` as const;

/** PUT: saved (again: no change); answers when it was first saved. */
export const saveWine = (wineProductId: string) =>
  adminClient.put(path(wineProductId), { schema: WishlistItem });

/** DELETE: removed (again: no change). */
export const removeWine = (wineProductId: string) => adminClient.delete(path(wineProductId));
