import type { FestivalDetails } from '@wine/contracts/festival/festival';
import { readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { UnknownFestivalError } from '../domain/festival-errors.ts';
import { festivalStreamId } from '../domain/festival-streams.ts';
import { festivalStream } from './festival-kinds.ts';

/**
 * A festival as its stream says now, read without a lock: claims and pours only read it, so they
 * never queue on the festival. An import racing a claim is seen by the next one.
 */
export async function festivalDetails(store: EventStore, festivalId: string): Promise<FestivalDetails> {
  const { details } = await readState(store, festivalStream, festivalStreamId(festivalId));
  if (!details) throw new UnknownFestivalError();
  return details;
}
