import { type WishlistEvent, WishlistEventEnvelope } from '@wine/contracts/wishlist/wishlist-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { Wishlist } from '../domain/wishlist.ts';
import type { WishlistCommand } from '../domain/wishlist-commands.ts';
import { wishlistDecider } from '../domain/wishlist-decider.ts';

/** A person's wishlist stream: the decider, and its events read through the contracts' union. */
export const wishlistStream: StreamKind<WishlistCommand, Wishlist, WishlistEvent> = {
  decider: wishlistDecider,
  events: streamEvents(WishlistEventEnvelope),
};
