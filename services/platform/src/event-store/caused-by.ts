import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { StoredEvent } from './stored-event.ts';

/**
 * Metadata of what an event causes (a reaction's commands, an effect's follow-up): caused by it,
 * in its correlation and region, on behalf of its user unless another is named.
 */
export const causedBy = (
  event: StoredEvent,
  userId: string | null = event.metadata.userId,
): EventMetadata => ({
  correlationId: event.metadata.correlationId,
  causationId: event.eventId,
  userId,
  region: event.metadata.region,
});
