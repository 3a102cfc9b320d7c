import { handleCommand } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import type { Wishlist } from '../domain/wishlist.ts';
import type { WishlistCommand } from '../domain/wishlist-commands.ts';
import { wishlistStreamId } from '../domain/wishlist-streams.ts';
import { wishlistStream } from './wishlist-stream.ts';

/** One command on the person's own list; the answer is the list as their stream now says. */
export async function changeWishlist(store: EventStore, command: WishlistCommand): Promise<Wishlist> {
  const streamId = wishlistStreamId(command.data.userId);
  const { state } = await handleCommand(store, wishlistStream, streamId, command, metadataFromContext());
  return state;
}
