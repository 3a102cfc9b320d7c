import type { WineListed } from '@wine/contracts/catalog/catalog-events';
import type { WineRowInput } from '../import/catalog-file.ts';

export type Listing = Omit<WineListed['data'], 'listedAt'>;

/** A listable wine for tests; override what the test is about. */
export function sampleListing(overrides: Partial<Listing> = {}): Listing {
  return {
    productId: 'wine-0001',
    masterWineId: 'mw-0001',
    slug: 'domaine-des-sablons-sancerre-2022',
    masterWine: {
      name: 'Sancerre Les Caillottes',
      producer: 'Domaine des Sablons',
      varietal: 'Sauvignon Blanc',
      region: 'Loire Valley',
      country: 'France',
      wineType: 'white',
      description: 'Flinty, bright Sancerre from limestone slopes.',
      tastingNotes: [
        { category: 'aroma', notes: ['gooseberry', 'wet stone'] },
        { category: 'taste', notes: ['citrus', 'chalk'] },
        { category: 'finish', notes: ['long', 'saline'] },
      ],
      foodPairings: ['goat cheese', 'oysters'],
      servingTemperature: '8-10°C',
      rating: 4.6,
      reviewCount: 212,
    },
    product: {
      vintage: 2022,
      bottleSize: 'BOTTLE',
      alcoholContent: 13,
      badges: ['NEW_IN'],
      collectionType: 'WEB_AND_APP',
      category: 'fine',
      isNewMemberOffer: false,
      maxQuantityForGuest: null,
    },
    publicPricePence: 2400,
    memberPricePence: 1950,
    stockLevel: 120,
    ...overrides,
  };
}

/** The same wine as an import row (flat), with distinct ids and slug for `n`. */
export function sampleRow(n: number, overrides: Partial<WineRowInput> = {}): WineRowInput {
  const { masterWine, product, ...listing } = sampleListing();
  const id = String(n).padStart(4, '0');
  return {
    ...listing,
    ...masterWine,
    ...product,
    productId: `wine-${id}`,
    masterWineId: `mw-${id}`,
    slug: `sample-wine-${id}`,
    name: `Sample Wine ${id}`,
    ...overrides,
  };
}
