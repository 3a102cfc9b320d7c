import {
  type AllocationEvent,
  AllocationEventEnvelope,
  type AttendeeEvent,
  AttendeeEventEnvelope,
  type FestivalEvent,
  FestivalEventEnvelope,
} from '@wine/contracts/festival/festival-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { z } from 'zod';
import { type Allocation, type AllocationCommand, allocationDecider } from '../domain/allocation.ts';
import type { Attendee } from '../domain/attendee.ts';
import type { AttendeeCommand } from '../domain/attendee-commands.ts';
import { attendeeDecider } from '../domain/attendee-decider.ts';
import {
  type FestivalDefinition,
  festivalDefinitionDecider,
  type PublishFestival,
} from '../domain/festival-definition.ts';

/** A festival's definition: read (without a lock) by every claim and pour. */
export const festivalStream: StreamKind<PublishFestival, FestivalDefinition, FestivalEvent> = {
  decider: festivalDefinitionDecider,
  events: streamEvents(FestivalEventEnvelope),
};

/**
 * One slice of a ticket type's capacity: a hot stream (every claim on the slice appends to it),
 * so it keeps a snapshot of its count and a claim reads that, not the slice's every ticket. The
 * snapshot is written every 16 tickets, not with each: a claim then writes its two events and no
 * third row, and reads at most 15 small events past the snapshot (about 16 µs of parsing for 8;
 * services/festival/bench/claim-cost.ts measures the rows).
 */
export const allocationStream: StreamKind<AllocationCommand, Allocation, AllocationEvent> = {
  decider: allocationDecider,
  events: streamEvents(AllocationEventEnvelope),
  snapshot: z.object({ allocated: z.int().min(0) }),
  snapshotEvery: 16,
};

/** One person at one festival. */
export const attendeeStream: StreamKind<AttendeeCommand, Attendee, AttendeeEvent> = {
  decider: attendeeDecider,
  events: streamEvents(AttendeeEventEnvelope),
};
