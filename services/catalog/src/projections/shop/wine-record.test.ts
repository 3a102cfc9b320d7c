import { describe, expect, it } from 'vitest';
import { sampleListing } from '../../testing/sample-wine.ts';
import { applyToRecord, type WineCatalogEvent } from './wine-record.ts';

const listing = sampleListing();
const productId = listing.productId;
const listed: WineCatalogEvent = {
  type: 'WineListed',
  data: { ...listing, listedAt: '2025-03-01T09:00:00.000Z' },
} as WineCatalogEvent;
const event = (type: string, data: object) => ({ type, data: { productId, ...data } }) as WineCatalogEvent;

describe('applyToRecord', () => {
  it('starts a record at the listing', () =>
    expect(applyToRecord(undefined, listed)).toEqual({
      ...listing,
      catalogStockLevel: listing.stockLevel,
      listedAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-01T09:00:00.000Z',
    }));

  it('folds price, stock and details, stamping each change', () => {
    let record = applyToRecord(undefined, listed);
    record = applyToRecord(
      record,
      event('WinePriceChanged', {
        publicPricePence: 2000,
        memberPricePence: 1800,
        changedAt: '2025-03-02T00:00:00.000Z',
      }),
    );
    record = applyToRecord(
      record,
      event('WineStockAdjusted', { stockLevel: 3, adjustedAt: '2025-03-03T00:00:00.000Z' }),
    );
    record = applyToRecord(
      record,
      event('WineDetailsRevised', {
        masterWine: { ...listing.masterWine, rating: 4.9 },
        product: listing.product,
        revisedAt: '2025-03-04T00:00:00.000Z',
      }),
    );
    expect(record).toMatchObject({
      publicPricePence: 2000,
      memberPricePence: 1800,
      stockLevel: 3,
      masterWine: { rating: 4.9 },
      listedAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-04T00:00:00.000Z',
    });
  });

  it('ignores a change to a product it never saw listed', () =>
    expect(
      applyToRecord(
        undefined,
        event('WineStockAdjusted', { stockLevel: 3, adjustedAt: '2025-03-03T00:00:00.000Z' }),
      ),
    ).toBeUndefined());
});
