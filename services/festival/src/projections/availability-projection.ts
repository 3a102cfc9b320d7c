import type { RedisProjection } from '@wine/platform/projections/projection';
import { allocationStream, festivalStream } from '../app/festival-kinds.ts';

export const AVAILABILITY_PROJECTION = 'festival-availability';

/** Keys inside the read model's live namespace: hashes by ticket type. */
export const capacityKey = (festivalId: string) => `capacity:${festivalId}`;
export const claimedKey = (festivalId: string) => `claimed:${festivalId}`;

/**
 * Tickets left per ticket type (checkFestivalTicketAvailability), in Redis: the capacity each
 * import published and a count of the tickets allocated. The projector applies each event once
 * (its checkpoint moves in the same script), so the count never counts a ticket twice.
 */
export const availabilityProjection: RedisProjection = {
  kind: 'redis',
  name: AVAILABILITY_PROJECTION,
  contexts: ['festival'],
  handles: ['FestivalPublished', 'TicketAllocated'],
  apply(stored) {
    if (stored.type === 'FestivalPublished') {
      const { festivalId, details } = festivalStream.events.read(stored).data;
      return details.ticketTypes.map((t) => ['HSET', capacityKey(festivalId), t.ticketTypeId, t.capacity]);
    }
    const { festivalId, ticketTypeId } = allocationStream.events.read(stored).data;
    return [['HINCRBY', claimedKey(festivalId), ticketTypeId, 1]];
  },
};
