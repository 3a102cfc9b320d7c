import type { RedisProjection } from '@wine/platform/projections/projection';
import { allocationStream, festivalStream } from '../app/festival-kinds.ts';

export const AVAILABILITY_PROJECTION = 'festival-availability';

/** Keys inside the read model's live namespace: hashes by ticket type. */
export const capacityKey = (festivalId: string) => `capacity:${festivalId}`;
export const claimedKey = (festivalId: string) => `claimed:${festivalId}`;

/**
 * Tickets left per ticket type (checkFestivalTicketAvailability), in Redis: the capacity each
 * import published and a count of the tickets allocated (held ones included, released ones counted back). The projector applies each event once
 * (its checkpoint moves in the same script), so the count never counts a ticket twice.
 */
export const availabilityProjection: RedisProjection = {
  kind: 'redis',
  name: AVAILABILITY_PROJECTION,
  contexts: ['festival'],
  handles: ['FestivalPublished', 'TicketAllocated', 'TicketReleased'],
  apply(stored) {
    if (stored.type === 'FestivalPublished') {
      const { festivalId, details } = festivalStream.events.read(stored).data;
      return details.ticketTypes.map((t) => ['HSET', capacityKey(festivalId), t.ticketTypeId, t.capacity]);
    }
    const event = allocationStream.events.read(stored);
    const { festivalId, ticketTypeId } = event.data;
    // A ticket held for a payment counts as gone; given back when the payment fails.
    return [['HINCRBY', claimedKey(festivalId), ticketTypeId, event.type === 'TicketAllocated' ? 1 : -1]];
  },
};
