import type { Wishlist, WishlistItem } from '@wine/contracts/wishlist/wishlist';

/** The list with `item` on it, first (most recently saved); a wine already on it stays where it was. */
export function withWine(list: Wishlist, item: WishlistItem): Wishlist {
  if (list.items.some((saved) => saved.wineProductId === item.wineProductId)) return list;
  return { items: [item, ...list.items] };
}

/** The list without the wine. */
export const withoutWine = (list: Wishlist, wineProductId: string): Wishlist => ({
  items: list.items.filter((saved) => saved.wineProductId !== wineProductId),
});

export const isOnList = (list: Wishlist | undefined, wineProductId: string): boolean =>
  list?.items.some((saved) => saved.wineProductId === wineProductId) ?? false;
