import type { FestivalDetails } from '@wine/contracts/festival/festival';
import { readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { UnknownFestivalError } from '../domain/festival-errors.ts';
import { festivalStreamId } from '../domain/festival-streams.ts';
import { festivalStream } from './festival-kinds.ts';

// How long a process answers claims and pours from a festival's definition before reading it
// again: a second of a re-import unseen (a capacity grown, an end moved) against a read per call.
export const FESTIVAL_KEEP_MS = 1000;

/**
 * Festivals as their streams say, read without a lock and kept a second: claims and pours only
 * read a festival, so they never queue on it, and a rush does not read it once per claim.
 */
export class FestivalDefinitions {
  private readonly kept = new Map<string, { details: FestivalDetails; until: number }>();

  constructor(
    private readonly store: EventStore,
    private readonly keepMs = FESTIVAL_KEEP_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async details(festivalId: string): Promise<FestivalDetails> {
    const kept = this.kept.get(festivalId);
    if (kept && kept.until > this.now()) return kept.details;
    const { details } = await readState(this.store, festivalStream, festivalStreamId(festivalId));
    if (!details) throw new UnknownFestivalError();
    this.kept.set(festivalId, { details, until: this.now() + this.keepMs });
    return details;
  }
}
