import type { DropEvent } from '@wine/contracts/catalog/catalog-events';
import { IllegalStateError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import { CatalogRuleError } from './catalog-rule-error.ts';
import type { DropCommand } from './drop-commands.ts';
import { dropDecider, MAX_WINES_PER_DROP } from './drop-decider.ts';

const date = '2025-03-10';
const beforeTheDay = '2025-03-09T12:00:00.000Z';
const duringTheDay = '2025-03-10T12:00:00.000Z';
const afterTheDay = '2025-03-11T00:00:00.000Z';
const { given } = specFor(dropDecider);

const schedule = (productIds: string[], now = beforeTheDay): DropCommand => ({
  type: 'ScheduleDrop',
  data: { date, productIds },
  metadata: { now },
});
const scheduled: DropEvent = {
  type: 'DropScheduled',
  data: { date, productIds: ['wine-1', 'wine-2'], scheduledAt: '2025-03-01T00:00:00.000Z' },
};

describe('a day with no drop', () => {
  it('gets one, with its wines in order', () =>
    given([])
      .when(schedule(['wine-2', 'wine-1']))
      .then([
        {
          type: 'DropScheduled',
          data: { date, productIds: ['wine-2', 'wine-1'], scheduledAt: beforeTheDay },
        },
      ]));

  it('can get one on the day itself', () =>
    given([])
      .when(schedule(['wine-1'], duringTheDay))
      .thenState((s) => expect(s.status).toBe('scheduled')));

  it('refuses a day that has passed', () =>
    given([])
      .when(schedule(['wine-1'], afterTheDay))
      .thenThrows(CatalogRuleError, 'The day of the drop 2025-03-10 has passed'));

  it('refuses no wines, too many wines and the same wine twice', () => {
    given([])
      .when(schedule([]))
      .thenThrows(CatalogRuleError, /between 1 and/);
    const many = Array.from({ length: MAX_WINES_PER_DROP + 1 }, (_, i) => `wine-${i}`);
    given([])
      .when(schedule(many))
      .thenThrows(CatalogRuleError, /between 1 and/);
    given([])
      .when(schedule(['wine-1', 'wine-1']))
      .thenThrows(CatalogRuleError, 'A drop lists each wine once');
  });
});

describe('a scheduled drop', () => {
  it('emits nothing when scheduled again with the same wines, even once started', () =>
    given([scheduled])
      .when(schedule(['wine-1', 'wine-2'], duringTheDay))
      .thenNothing());

  it('takes other wines before it starts', () =>
    given([scheduled])
      .when(schedule(['wine-3']))
      .then([
        { type: 'DropRescheduled', data: { date, productIds: ['wine-3'], rescheduledAt: beforeTheDay } },
      ]));

  it('refuses other wines once it has started', () =>
    given([scheduled])
      .when(schedule(['wine-3'], duringTheDay))
      .thenThrows(IllegalStateError, 'The drop of 2025-03-10 has started and can no longer change'));
});
