import type { FestivalDetails } from '@wine/contracts/festival/festival';
import type { FestivalEvent } from '@wine/contracts/festival/festival-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { festivalDefinitionDecider, type PublishFestival } from './festival-definition.ts';
import { CapacityShrinkError } from './festival-errors.ts';

const { given } = specFor(festivalDefinitionDecider);
const festivalId = 'autumn-festival-2025';
const now = '2025-09-01T09:00:00.000Z';
const details = (capacity: number): FestivalDetails => ({
  name: 'Autumn Festival',
  venue: 'The Old Truman Brewery, London',
  description: '',
  startsAt: '2025-10-30T10:00:00.000Z',
  endsAt: '2025-10-31T23:59:59.999Z',
  ticketTypes: [{ ticketTypeId: 'general', name: 'General', capacity, pricePence: 0, tokens: 10 }],
  wines: [{ wineProductId: 'wine-0001', tokenCost: 2 }],
});
const publish = (d: FestivalDetails): PublishFestival => ({
  type: 'PublishFestival',
  data: { festivalId, details: d },
  metadata: { now },
});
const published = (d: FestivalDetails): FestivalEvent => ({
  type: 'FestivalPublished',
  data: { festivalId, details: d, publishedAt: now },
});

describe('publishing a festival', () => {
  it('records a new festival', () =>
    given([])
      .when(publish(details(100)))
      .then([published(details(100))]));
  it('the same file again changes nothing', () =>
    given([published(details(100))])
      .when(publish(details(100)))
      .thenNothing());
  it('may add capacity', () =>
    given([published(details(100))])
      .when(publish(details(150)))
      .then([published(details(150))]));
  it('may not take capacity away, nor a ticket type', () => {
    given([published(details(100))])
      .when(publish(details(99)))
      .thenThrows(CapacityShrinkError, /100 to 99/);
    given([published(details(100))])
      .when(
        publish({
          ...details(100),
          ticketTypes: [{ ticketTypeId: 'vip', name: 'VIP', capacity: 100, pricePence: 0, tokens: 10 }],
        }),
      )
      .thenThrows(CapacityShrinkError, /general cannot be removed/);
  });
});
