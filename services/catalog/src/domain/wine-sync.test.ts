import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { sampleListing } from '../testing/sample-wine.ts';
import { CatalogRuleError } from './catalog-rule-error.ts';
import { type SyncWine, wineSyncDecider } from './wine-sync.ts';

const now = '2025-03-01T10:00:00.000Z';
const listing = sampleListing();
const { productId } = listing;
const { given } = specFor(wineSyncDecider);

const listed = { type: 'WineListed', data: { ...listing, listedAt: '2025-02-01T09:00:00.000Z' } } as const;
const sync = (overrides: Partial<typeof listing> = {}): SyncWine => ({
  type: 'SyncWine',
  data: { ...listing, ...overrides },
  metadata: { now },
});

describe('syncing an import row', () => {
  it('lists a wine the catalog does not have', () =>
    given([])
      .when(sync())
      .then([{ type: 'WineListed', data: { ...listing, listedAt: now } }]));

  it('emits nothing for an unchanged wine', () => given([listed]).when(sync()).thenNothing());

  it('emits only a price change when only the price changed', () =>
    given([listed])
      .when(sync({ publicPricePence: 2200 }))
      .then([
        {
          type: 'WinePriceChanged',
          data: { productId, publicPricePence: 2200, memberPricePence: 1950, changedAt: now },
        },
      ]));

  it('emits one event per kind of change, details first', () =>
    given([listed])
      .when(sync({ stockLevel: 4, product: { ...listing.product, badges: ['LOW_STOCK'] } }))
      .then([
        {
          type: 'WineDetailsRevised',
          data: {
            productId,
            masterWine: listing.masterWine,
            product: { ...listing.product, badges: ['LOW_STOCK'] },
            revisedAt: now,
          },
        },
        { type: 'WineStockAdjusted', data: { productId, stockLevel: 4, adjustedAt: now } },
      ]));

  it('refuses a new slug for a listed wine', () =>
    given([listed])
      .when(sync({ slug: 'another-slug' }))
      .thenThrows(CatalogRuleError, 'The slug of a listed wine cannot change'));

  it('refuses to move a listed wine to another master wine', () =>
    given([listed])
      .when(sync({ masterWineId: 'mw-9999' }))
      .thenThrows(CatalogRuleError, 'A listed wine cannot move to another master wine'));

  it('applies the price rules to a changed row', () =>
    given([listed])
      .when(sync({ memberPricePence: 9999 }))
      .thenThrows(CatalogRuleError, /member price/));
});
