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
export const allocationDecider: Decider<AllocateTicket, Allocation, AllocationEvent> = {
  initialState: { allocated: 0 },
  decide(command, state) {
    const { shardCapacity, ...data } = command.data;
    if (state.allocated >= shardCapacity) throw new SoldOutError();
    return [{ type: 'TicketAllocated', data: { ...data, allocatedAt: command.metadata.now } }];
  },
  evolve: (state) => ({ allocated: state.allocated + 1 }),
};
