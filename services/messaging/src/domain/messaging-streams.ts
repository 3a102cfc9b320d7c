import { streamId } from '@wine/platform/event-store/stream-id';

export const supportStreamId = (messageId: string) => streamId('messaging', 'support', messageId);
export const customerStreamId = (userId: string) => streamId('messaging', 'customer', userId);
export const broadcastStreamId = (kind: string, key: string) =>
  streamId('messaging', 'broadcast', `${kind}-${key}`);
