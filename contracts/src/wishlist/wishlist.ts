import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';

/** One saved wine; the storefront fetches the wine itself (getWineProductDto) for its card. */
export const WishlistItem = z
  .object({ wineProductId: ProductId, addedAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof WishlistItem>;

/** GET /api/wishlist: the caller's saved wines, most recently saved first. */
export const Wishlist = z.object({ items: z.array(WishlistItem) }).meta({ id: 'Wishlist' });
export type Wishlist = z.infer<typeof Wishlist>;

/** The path parameter of PUT and DELETE /api/wishlist/{wineProductId}. */
export const WishlistWineParams = z.object({ wineProductId: ProductId });
