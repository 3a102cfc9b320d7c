import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import { sampleListing } from '../testing/sample-wine.ts';
import { CatalogRuleError } from './catalog-rule-error.ts';
import type { WineCommand } from './wine-commands.ts';
import { wineDecider } from './wine-decider.ts';

const now = '2025-03-01T10:00:00.000Z';
const metadata = { now };
const listing = sampleListing();
const { productId } = listing;
const { given } = specFor(wineDecider);

const listed = { type: 'WineListed', data: { ...listing, listedAt: '2025-02-01T09:00:00.000Z' } } as const;
const listWine: WineCommand = { type: 'ListWine', data: listing, metadata };
const changePrice = (publicPricePence: number, memberPricePence: number): WineCommand => ({
  type: 'ChangeWinePrice',
  data: { productId, publicPricePence, memberPricePence },
  metadata,
});
const adjustStock = (stockLevel: number): WineCommand => ({
  type: 'AdjustWineStock',
  data: { productId, stockLevel },
  metadata,
});
const revise = (overrides: Partial<typeof listing.product>): WineCommand => ({
  type: 'ReviseWineDetails',
  data: { productId, masterWine: listing.masterWine, product: { ...listing.product, ...overrides } },
  metadata,
});

describe('a wine not listed yet', () => {
  it('is listed with the time of the command', () =>
    given([])
      .when(listWine)
      .then([{ type: 'WineListed', data: { ...listing, listedAt: now } }]));

  it('refuses a member price above the public price', () =>
    given([])
      .when({ ...listWine, data: { ...listing, publicPricePence: 1000, memberPricePence: 1001 } })
      .thenThrows(CatalogRuleError, 'The member price must not be above the public price'));

  it('accepts a member price equal to the public price (no member saving)', () =>
    given([])
      .when({ ...listWine, data: { ...listing, publicPricePence: 1000, memberPricePence: 1000 } })
      .thenState((state) => expect(state).toMatchObject({ status: 'listed', memberPricePence: 1000 })));

  it('refuses a price of zero or a fraction of a penny', () => {
    given([])
      .when({ ...listWine, data: { ...listing, publicPricePence: 0, memberPricePence: 0 } })
      .thenThrows(CatalogRuleError, 'publicPricePence must be a whole number of pence above zero');
    given([])
      .when({ ...listWine, data: { ...listing, memberPricePence: 999.5 } })
      .thenThrows(CatalogRuleError, 'memberPricePence must be a whole number of pence above zero');
  });

  it('refuses negative stock', () =>
    given([])
      .when({ ...listWine, data: { ...listing, stockLevel: -1 } })
      .thenThrows(CatalogRuleError, 'Stock must be a whole number of bottles, zero or more'));

  it('cannot have its price changed, stock adjusted or details revised', () => {
    given([]).when(changePrice(2000, 1500)).thenThrows(NotFoundError, `Wine ${productId} is not listed`);
    given([]).when(adjustStock(5)).thenThrows(NotFoundError, `Wine ${productId} is not listed`);
    given([])
      .when(revise({ badges: [] }))
      .thenThrows(NotFoundError, `Wine ${productId} is not listed`);
  });
});

describe('a listed wine', () => {
  it('refuses to be listed twice', () =>
    given([listed]).when(listWine).thenThrows(IllegalStateError, `Wine ${productId} is already listed`));

  it('changes price', () =>
    given([listed])
      .when(changePrice(2600, 2100))
      .then([
        {
          type: 'WinePriceChanged',
          data: { productId, publicPricePence: 2600, memberPricePence: 2100, changedAt: now },
        },
      ]));

  it('emits nothing when the price is the same', () =>
    given([listed]).when(changePrice(2400, 1950)).thenNothing());

  it('refuses a new member price above the public price', () =>
    given([listed])
      .when(changePrice(2000, 2100))
      .thenThrows(CatalogRuleError, /member price/));

  it('adjusts stock to the counted level, to zero included', () =>
    given([listed])
      .when(adjustStock(0))
      .then([{ type: 'WineStockAdjusted', data: { productId, stockLevel: 0, adjustedAt: now } }]));

  it('emits nothing when the stock is unchanged', () => given([listed]).when(adjustStock(120)).thenNothing());

  it('refuses negative stock', () =>
    given([listed])
      .when(adjustStock(-3))
      .thenThrows(CatalogRuleError, /zero or more/));

  it('revises its details', () =>
    given([listed])
      .when(revise({ badges: ['NEW_IN', 'LOW_STOCK'] }))
      .then([
        {
          type: 'WineDetailsRevised',
          data: {
            productId,
            masterWine: listing.masterWine,
            product: { ...listing.product, badges: ['NEW_IN', 'LOW_STOCK'] },
            revisedAt: now,
          },
        },
      ]));

  it('emits nothing when the details are the same, whatever their key order', () => {
    const reordered = Object.fromEntries(
      Object.entries(listing.masterWine).reverse(),
    ) as typeof listing.masterWine;
    given([listed])
      .when({
        type: 'ReviseWineDetails',
        data: { productId, masterWine: reordered, product: listing.product },
        metadata,
      })
      .thenNothing();
  });

  it('keeps the latest price and stock after several changes', () =>
    given([
      listed,
      {
        type: 'WinePriceChanged',
        data: { productId, publicPricePence: 3000, memberPricePence: 2500, changedAt: now },
      },
      { type: 'WineStockAdjusted', data: { productId, stockLevel: 7, adjustedAt: now } },
    ])
      .when(changePrice(3000, 2500))
      .thenState((state) =>
        expect(state).toMatchObject({ publicPricePence: 3000, memberPricePence: 2500, stockLevel: 7 }),
      ));
});
