import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { TicketType } from '@wine/contracts/festival/festival';
import { readState } from '@wine/platform/domain/handle-command';
import { v7 as uuidv7 } from 'uuid';
import type { Attendee } from '../domain/attendee.ts';
import type { ClaimTicket } from '../domain/attendee-commands.ts';
import { attendeeDecider } from '../domain/attendee-decider.ts';
import { CAPACITY_SHARDS, firstShardOf, shardCapacity } from '../domain/capacity-shards.ts';
import { SoldOutError, UnknownTicketTypeError } from '../domain/festival-errors.ts';
import { allocationStreamId, attendeeStreamId } from '../domain/festival-streams.ts';
import type { Schedule } from '../domain/schedule.ts';
import type { FestivalCommandDeps } from './festival-deps.ts';
import { allocationStream, attendeeStream } from './festival-kinds.ts';
import type { SliceBatches } from './slice-batches.ts';

export interface ClaimInput {
  festivalId: string;
  ticketTypeId: string;
  userId: string;
  claimKey: string;
}

/**
 * Slices this process has seen refuse a claim, with the share they refused at: a later claim
 * skips them instead of queueing on a lock only to hear "sold out". A slice that gets a ticket
 * back here (a failed payment, an expired hold) or a larger share (capacity grown on import) is
 * tried again, and any slice after FULL_SLICE_MEMORY_MS: a ticket given back by another process
 * (another gateway, the workers' workflow) is on sale here within that time.
 */
export class FullSlices {
  private readonly full = new Map<string, { share: number; at: number }>();
  constructor(private readonly now: () => number = performance.now.bind(performance)) {}
  isFull = (streamId: string, share: number) => {
    if (share === 0) return true;
    const seen = this.full.get(streamId);
    return seen !== undefined && seen.share === share && this.now() - seen.at < FULL_SLICE_MEMORY_MS;
  };
  markFull = (streamId: string, share: number) => void this.full.set(streamId, { share, at: this.now() });
  reopen = (streamId: string) => void this.full.delete(streamId);
}

/** How long a slice seen full is skipped without asking it again. */
export const FULL_SLICE_MEMORY_MS = 10_000;

export type ClaimDeps = FestivalCommandDeps & { fullSlices: FullSlices; slices: SliceBatches };

/**
 * Takes a ticket out of the ticket type's capacity for the person: theirs at once when free,
 * held for its payment when paid. Each attempt locks the person's own stream and one slice of
 * the capacity (with the other claims on that slice at that moment: slice-batches.ts), never the
 * festival or the ticket type as a whole: the person's stream makes the
 * claim idempotent (one ticket per person, a retried key answered with it), the slice keeps its
 * share from overselling. A full slice sends the claim on to the next; only when every slice is
 * full is it sold out.
 */
export async function takeTicket(
  deps: ClaimDeps,
  input: ClaimInput,
  metadata: EventMetadata,
): Promise<Attendee> {
  const details = await deps.festivals.details(input.festivalId);
  const ticketType = details.ticketTypes.find((t) => t.ticketTypeId === input.ticketTypeId);
  if (!ticketType) throw new UnknownTicketTypeError();
  const attendeeId = attendeeStreamId(input.festivalId, input.userId);

  // A retry of a claim that went through (or is being paid) decides nothing in the first
  // transaction and takes nothing from its slice.
  const first = firstShardOf(input.userId);
  for (let i = 0; i < CAPACITY_SHARDS; i++) {
    const shard = (first + i) % CAPACITY_SHARDS;
    const share = shardCapacity(ticketType.capacity, shard);
    const sliceId = allocationStreamId(input.festivalId, input.ticketTypeId, shard);
    if (deps.fullSlices.isFull(sliceId, share)) continue;
    const claim = claimCommand(deps, input, details, ticketType, shard);
    try {
      return await deps.slices.run(sliceId, attendeeId, async (tx) => {
        const claimed = await tx.decide(attendeeStream, attendeeId, claim, metadata);
        if (claimed.events.length === 0) return claimed.state;
        const { festivalId, ticketTypeId, userId } = input;
        const data = {
          festivalId,
          ticketTypeId,
          userId,
          shard,
          shardCapacity: share,
          ticketId: claim.data.ticketId,
        };
        await tx.decide(
          allocationStream,
          sliceId,
          { type: 'AllocateTicket', data, metadata: claim.metadata },
          metadata,
        );
        return claimed.state;
      });
    } catch (error) {
      if (!(error instanceof SoldOutError)) throw error;
      deps.fullSlices.markFull(sliceId, share);
    }
  }
  // Every slice is full: a person who holds a ticket (a retry) gets it, a claim after the end
  // hears that the festival has ended, anyone else that it is sold out.
  const before = await readState(deps.store, attendeeStream, attendeeId);
  if (before.ticket || before.reservation) return before;
  attendeeDecider.decide(claimCommand(deps, input, details, ticketType, first), before);
  throw new SoldOutError();
}

function claimCommand(
  deps: FestivalCommandDeps,
  input: ClaimInput,
  schedule: Schedule,
  ticketType: TicketType,
  shard: number,
): ClaimTicket {
  const { startsAt, endsAt } = schedule;
  return {
    type: 'ClaimTicket',
    data: { ...input, schedule: { startsAt, endsAt }, ticketType, ticketId: uuidv7(), shard },
    metadata: { now: deps.clock().toISOString() },
  };
}
