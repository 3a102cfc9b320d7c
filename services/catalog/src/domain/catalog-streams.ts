import { streamId } from '@wine/platform/event-store/stream-id';

export const wineStreamId = (productId: string) => streamId('catalog', 'wine', productId);
export const dropStreamId = (date: string) => streamId('catalog', 'drop', date);
