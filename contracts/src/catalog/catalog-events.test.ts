import { describe, expect, it } from 'vitest';
import { CatalogEvent } from './catalog-events.ts';

const envelope = {
  eventId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  schemaVersion: 1,
  streamId: 'catalog/wine/wine-0001',
  streamVersion: 2,
  position: '42',
  occurredAt: '2025-03-01T10:00:00.000Z',
  metadata: { correlationId: 'c-1', causationId: null, userId: null, region: 'GB' },
};

describe('CatalogEvent', () => {
  it('names every catalog event once', () =>
    expect(CatalogEvent.options.map((o) => o.shape.type.value)).toEqual([
      'WineListed',
      'WineDetailsRevised',
      'WinePriceChanged',
      'WineStockAdjusted',
      'DropScheduled',
      'DropRescheduled',
    ]));

  it('parses an event by its type and refuses data of another shape', () => {
    const data = {
      productId: 'wine-0001',
      publicPricePence: 2400,
      memberPricePence: 1950,
      changedAt: '2025-03-01T10:00:00.000Z',
    };
    expect(CatalogEvent.parse({ ...envelope, type: 'WinePriceChanged', data }).data).toEqual(data);
    expect(
      CatalogEvent.safeParse({
        ...envelope,
        type: 'WinePriceChanged',
        data: { ...data, publicPricePence: 24.5 },
      }).success,
    ).toBe(false);
    expect(CatalogEvent.safeParse({ ...envelope, type: 'WineDelisted', data: {} }).success).toBe(false);
  });
});
