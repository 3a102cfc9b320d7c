import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { FestivalDetails } from '@wine/contracts/festival/festival';
import { handleCommand } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { festivalStreamId } from '../domain/festival-streams.ts';
import { festivalStream } from './festival-kinds.ts';

/** One festival of an import file: recorded if new or changed; the same details again append nothing. */
export async function publishFestival(
  store: EventStore,
  input: { festivalId: string; details: FestivalDetails; now: string },
  metadata: EventMetadata,
) {
  const { festivalId, details, now } = input;
  return handleCommand(
    store,
    festivalStream,
    festivalStreamId(festivalId),
    { type: 'PublishFestival', data: { festivalId, details }, metadata: { now } },
    metadata,
  );
}
