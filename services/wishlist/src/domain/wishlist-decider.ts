import type { WishlistEvent } from '@wine/contracts/wishlist/wishlist-events';
import type { Decider } from '@wine/platform/domain/decider';
import type { Wishlist } from './wishlist.ts';
import type { WishlistCommand } from './wishlist-commands.ts';

/**
 * Saving a saved wine or removing a removed one changes nothing, so a repeated PUT or DELETE
 * (a retry, a double tap) appends nothing. Removing a wine this stream never mentioned is
 * recorded: it may be on the list through a claimed guest's list, and the latest word wins.
 */
function decide(command: WishlistCommand, state: Wishlist): WishlistEvent[] {
  const { userId, wineProductId } = command.data;
  const mark = state.wines.get(wineProductId);
  switch (command.type) {
    case 'AddWineToWishlist':
      if (mark?.status === 'saved') return [];
      return [
        { type: 'WineAddedToWishlist', data: { userId, wineProductId, addedAt: command.metadata.now } },
      ];
    case 'RemoveWineFromWishlist':
      if (mark?.status === 'removed') return [];
      return [
        { type: 'WineRemovedFromWishlist', data: { userId, wineProductId, removedAt: command.metadata.now } },
      ];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: Wishlist, event: WishlistEvent): Wishlist {
  const wines = new Map(state.wines);
  switch (event.type) {
    case 'WineAddedToWishlist':
      wines.set(event.data.wineProductId, { status: 'saved', addedAt: event.data.addedAt });
      return { wines };
    case 'WineRemovedFromWishlist':
      wines.set(event.data.wineProductId, { status: 'removed' });
      return { wines };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const wishlistDecider: Decider<WishlistCommand, Wishlist, WishlistEvent> = {
  initialState: { wines: new Map() },
  decide,
  evolve,
};
