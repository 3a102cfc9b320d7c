import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';

// Stream `wishlist/list/<userId>`: the wines one person (guest or account) keeps an eye on.
// A guest claimed by an account keeps its own stream; the read model merges the two lists.

const at = z.iso.datetime({ offset: true });

export const WineAddedToWishlist = defineEvent(
  'WineAddedToWishlist',
  z.object({ userId: UserId, wineProductId: ProductId, addedAt: at }),
);

export const WineRemovedFromWishlist = defineEvent(
  'WineRemovedFromWishlist',
  z.object({ userId: UserId, wineProductId: ProductId, removedAt: at }),
);

export const WishlistEventEnvelope = eventUnion([WineAddedToWishlist, WineRemovedFromWishlist]);
export type WishlistEventEnvelope = z.infer<typeof WishlistEventEnvelope>;
export type WishlistEvent = NewEventOf<WishlistEventEnvelope>;
