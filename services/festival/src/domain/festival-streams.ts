import { streamId } from '@wine/platform/event-store/stream-id';

// Ids inside a stream id are plain ids or uuids (no dots), so a dot joins their parts.
export const festivalStreamId = (festivalId: string) => streamId('festival', 'festival', festivalId);
export const allocationStreamId = (festivalId: string, ticketTypeId: string, shard: number) =>
  streamId('festival', 'allocation', `${festivalId}.${ticketTypeId}.${shard}`);
export const attendeeStreamId = (festivalId: string, userId: string) =>
  streamId('festival', 'attendee', `${festivalId}.${userId}`);
