import { isDeepStrictEqual } from 'node:util';
import type { DropEvent } from '@wine/contracts/catalog/catalog-events';
import type { Decider } from '@wine/platform/domain/decider';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { CatalogRuleError } from './catalog-rule-error.ts';
import type { Drop } from './drop.ts';
import type { DropCommand } from './drop-commands.ts';
import { dropWindow } from './drop-day.ts';

/** Wines in one drop: a drop is a short, featured selection, not a second shop. */
export const MAX_WINES_PER_DROP = 12;

function checkWines(date: string, productIds: string[]): void {
  if (productIds.length === 0 || productIds.length > MAX_WINES_PER_DROP) {
    throw new CatalogRuleError(`A drop has between 1 and ${MAX_WINES_PER_DROP} wines`, {
      date,
      wines: productIds.length,
    });
  }
  if (new Set(productIds).size !== productIds.length) {
    throw new CatalogRuleError('A drop lists each wine once', { date, productIds });
  }
}

/**
 * Scheduling the same wines again changes nothing; other wines replace the selection until the
 * drop starts. A started drop is what customers have seen and bought from: it never changes.
 */
function decide(command: DropCommand, state: Drop): DropEvent[] {
  const { date, productIds } = command.data;
  const now = new Date(command.metadata.now);
  const { startsAt, endsAt } = dropWindow(date);
  checkWines(date, productIds);
  if (state.status === 'none') {
    if (now >= endsAt) throw new CatalogRuleError(`The day of the drop ${date} has passed`, { date });
    return [{ type: 'DropScheduled', data: { date, productIds, scheduledAt: command.metadata.now } }];
  }
  if (isDeepStrictEqual(state.productIds, productIds)) return [];
  if (now >= startsAt) {
    throw new IllegalStateError(`The drop of ${date} has started and can no longer change`, { date });
  }
  return [{ type: 'DropRescheduled', data: { date, productIds, rescheduledAt: command.metadata.now } }];
}

function evolve(_state: Drop, event: DropEvent): Drop {
  switch (event.type) {
    case 'DropScheduled':
    case 'DropRescheduled':
      return { status: 'scheduled', date: event.data.date, productIds: event.data.productIds };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const dropDecider: Decider<DropCommand, Drop, DropEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
