import { isDeepStrictEqual } from 'node:util';
import type { FestivalDetails } from '@wine/contracts/festival/festival';
import type { FestivalEvent } from '@wine/contracts/festival/festival-events';
import type { Decider } from '@wine/platform/domain/decider';
import { CapacityShrinkError } from './festival-errors.ts';

export interface FestivalDefinition {
  details: FestivalDetails | null;
}

export interface PublishFestival {
  type: 'PublishFestival';
  data: { festivalId: string; details: FestivalDetails };
  metadata: { now: string };
}

/** Capacity each ticket type lost against the published festival (a type left out loses all). */
export function capacityShrinks(before: FestivalDetails | null, after: FestivalDetails): string[] {
  if (!before) return [];
  return before.ticketTypes.flatMap((old) => {
    const now = after.ticketTypes.find((t) => t.ticketTypeId === old.ticketTypeId);
    if (!now) return [`ticket type ${old.ticketTypeId} cannot be removed once published`];
    return now.capacity < old.capacity
      ? [`ticket type ${old.ticketTypeId}: capacity cannot shrink from ${old.capacity} to ${now.capacity}`]
      : [];
  });
}

/**
 * A festival's definition, as the import file says it. Importing the same details again changes
 * nothing; capacity only grows, since claims were made against it.
 */
export const festivalDefinitionDecider: Decider<PublishFestival, FestivalDefinition, FestivalEvent> = {
  initialState: { details: null },
  decide(command, state) {
    const { festivalId, details } = command.data;
    if (isDeepStrictEqual(state.details, details)) return [];
    const shrinks = capacityShrinks(state.details, details);
    if (shrinks.length > 0) throw new CapacityShrinkError(shrinks);
    return [{ type: 'FestivalPublished', data: { festivalId, details, publishedAt: command.metadata.now } }];
  },
  evolve: (_state, event) => ({ details: event.data.details }),
};
