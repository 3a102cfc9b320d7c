import { WineDto, WineListItem } from '@wine/contracts/catalog/wine';
import { describe, expect, it } from 'vitest';
import type { WineRecord } from '../projections/shop/wine-record.ts';
import { sampleListing } from '../testing/sample-wine.ts';
import { toWineDto, toWineListItem } from './wine-dto.ts';

const record: WineRecord = {
  ...sampleListing({ publicPricePence: 2400, memberPricePence: 1950, stockLevel: 5 }),
  catalogStockLevel: 5,
  listedAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-02T09:00:00.000Z',
};

describe('wine DTOs', () => {
  it('show a guest the public price, no member price and the member saving', () => {
    const dto = WineDto.parse(toWineDto(record, { isMember: false, signedIn: false }));
    expect(dto).toMatchObject({ publicPrice: 2400, memberPrice: null, memberSavingPercent: 19 });
    expect(WineListItem.parse(toWineListItem(record, { isMember: false, signedIn: false }))).toMatchObject({
      memberPrice: null,
      memberSavingPercent: 19,
    });
  });

  // Issue 28.5: 39 of 72 wines had no guest limit, and a guest reserved all 36 bottles of one.
  it('show the default guest limit of a wine listed without one, and a wine its own', () => {
    const unlimited = { ...record, product: { ...record.product, maxQuantityForGuest: null } };
    expect(toWineDto(unlimited, { isMember: false, signedIn: false }).maxQuantityForGuest).toBe(6);
    const own = { ...record, product: { ...record.product, maxQuantityForGuest: 2 } };
    expect(toWineDto(own, { isMember: false, signedIn: false }).maxQuantityForGuest).toBe(2);
  });

  it('show a member both prices', () =>
    expect(toWineDto(record, { isMember: true, signedIn: true })).toMatchObject({
      publicPrice: 2400,
      memberPrice: 1950,
      memberSavingPercent: 19,
    }));

  it('derive stock urgency and the label image from the record', () =>
    expect(toWineDto(record, { isMember: false, signedIn: false })).toMatchObject({
      inStock: true,
      stockUrgency: 'ALMOST_GONE_FOREVER',
      images: [
        {
          id: 'wine-0001-label',
          url: '/media/labels/domaine-des-sablons-sancerre-2022.svg',
          alt: 'Label of Sancerre Les Caillottes 2022 by Domaine des Sablons',
          isPrimary: true,
        },
      ],
      createdAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-02T09:00:00.000Z',
    }));
});
