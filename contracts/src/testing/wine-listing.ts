import type { WineListed } from '../catalog/catalog-events.ts';

/** A catalog listing as the catalog appends it, for any context's tests that need wines on sale. */
export function listing(productId: string, overrides: Partial<WineListed['data']> = {}): WineListed['data'] {
  return {
    productId,
    masterWineId: `mw-${productId}`,
    slug: `${productId}-slug`,
    masterWine: {
      name: 'Pauillac',
      producer: 'Château Test',
      varietal: 'Cabernet Sauvignon',
      region: 'Bordeaux',
      country: 'France',
      wineType: 'red',
      description: 'A claret for tests.',
      tastingNotes: [],
      foodPairings: [],
      servingTemperature: '16-18°C',
      rating: 4.5,
      reviewCount: 10,
    },
    product: {
      vintage: 2015,
      bottleSize: 'BOTTLE',
      alcoholContent: 13.5,
      badges: [],
      collectionType: 'WEB_AND_APP',
      category: 'fine',
      isNewMemberOffer: false,
      // A full case, so tests can buy one as a guest (a wine listed with null has the default 6).
      maxQuantityForGuest: 12,
    },
    publicPricePence: 2500,
    memberPricePence: 2000,
    stockLevel: 100,
    listedAt: '2025-03-10T10:00:00.000Z',
    ...overrides,
  };
}
