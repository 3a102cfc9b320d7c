import type { EventMetadata } from '@wine/contracts/event-envelope';
import { handleCommand } from '@wine/platform/domain/handle-command';
import type { TastedWine } from '../domain/attendee.ts';
import { attendeeStreamId } from '../domain/festival-streams.ts';
import type { FestivalCommandDeps } from './festival-deps.ts';
import { attendeeStream } from './festival-kinds.ts';

/** The attendee's stars and note on a wine of their passport. */
export async function rateTastedWine(
  deps: FestivalCommandDeps,
  input: { festivalId: string; userId: string; wineProductId: string; rating: number; notes: string },
  metadata: EventMetadata,
): Promise<TastedWine> {
  const { state } = await handleCommand(
    deps.store,
    attendeeStream,
    attendeeStreamId(input.festivalId, input.userId),
    { type: 'RateTastedWine', data: input, metadata: { now: deps.clock().toISOString() } },
    metadata,
  );
  const wine = state.tasted.get(input.wineProductId);
  if (!wine) throw new Error('a rated wine is not in the passport');
  return wine;
}
