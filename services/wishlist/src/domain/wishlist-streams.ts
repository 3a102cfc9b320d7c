import { streamId } from '@wine/platform/event-store/stream-id';

export const wishlistStreamId = (userId: string) => streamId('wishlist', 'list', userId);
