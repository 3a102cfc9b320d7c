/** Time comes in with the command, never from a clock inside domain/. */
interface WishlistCommandOf<TType extends string> {
  type: TType;
  data: { userId: string; wineProductId: string };
  metadata: { now: string };
}

export type AddWineToWishlist = WishlistCommandOf<'AddWineToWishlist'>;
export type RemoveWineFromWishlist = WishlistCommandOf<'RemoveWineFromWishlist'>;

export type WishlistCommand = AddWineToWishlist | RemoveWineFromWishlist;
