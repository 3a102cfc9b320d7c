import { streamId } from '@wine/platform/event-store/stream-id';

export const userStreamId = (userId: string) => streamId('identity', 'user', userId);
