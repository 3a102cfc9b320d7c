import type { AllocationEvent } from '@wine/contracts/festival/festival-events';
import type { Decider } from '@wine/platform/domain/decider';
import { SoldOutError } from './festival-errors.ts';

/** One slice of a ticket type's capacity: how many of its tickets are out. */
export interface Allocation {
  allocated: number;
}

export interface AllocateTicket {
  type: 'AllocateTicket';
  data: {
    festivalId: string;
    ticketTypeId: string;
    shard: number;
    /** This slice's share of the ticket type's capacity now (capacity-shards.ts). */
    shardCapacity: number;
    ticketId: string;
    userId: string;
  };
  metadata: { now: string };
}

/** A slice never gives out more tickets than its share: that is what keeps the whole from overselling. */
/** A held ticket whose payment failed, given back to its slice. */
export interface ReleaseAllocation {
  type: 'ReleaseAllocation';
  data: { festivalId: string; ticketTypeId: string; shard: number; ticketId: string };
  metadata: { now: string };
}

export type AllocationCommand = AllocateTicket | ReleaseAllocation;

/**
 * A slice never gives out more tickets than its share: that is what keeps the whole from
 * overselling. A released ticket is counted back once (the caller releases only what the
 * attendee's stream released, in the same transaction).
 */
export const allocationDecider: Decider<AllocationCommand, Allocation, AllocationEvent> = {
  initialState: { allocated: 0 },
  decide(command, state) {
    if (command.type === 'ReleaseAllocation')
      return [{ type: 'TicketReleased', data: { ...command.data, releasedAt: command.metadata.now } }];
    const { shardCapacity, ...data } = command.data;
    if (state.allocated >= shardCapacity) throw new SoldOutError();
    return [{ type: 'TicketAllocated', data: { ...data, allocatedAt: command.metadata.now } }];
  },
  evolve: (state, event) => ({ allocated: state.allocated + (event.type === 'TicketAllocated' ? 1 : -1) }),
};
