import type { WineListed } from '@wine/contracts/catalog/catalog-events';

type Listing = WineListed['data'];

/** A catalogue listing as the catalog records it (contracts' shape), for the content tests. */
export function listing(
  productId: string,
  wine: {
    name: string;
    producer: string;
    varietal: string;
    region: string;
    country: string;
    notes: string[];
  },
  options: { investment?: boolean; vintage?: number } = {},
): Listing {
  return {
    productId,
    masterWineId: `mw-${productId}`,
    slug: `${productId}-${wine.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`,
    masterWine: {
      name: wine.name,
      producer: wine.producer,
      varietal: wine.varietal,
      region: wine.region,
      country: wine.country,
      wineType: 'red',
      description: `${wine.name} from ${wine.region}.`,
      tastingNotes: [{ category: 'taste', notes: wine.notes }],
      foodPairings: ['food'],
      servingTemperature: '16-18°C',
      rating: 4.5,
      reviewCount: 10,
    },
    product: {
      vintage: options.vintage ?? 2020,
      bottleSize: 'BOTTLE',
      alcoholContent: 13.5,
      badges: [],
      collectionType: 'WEB_AND_APP',
      category: options.investment ? 'investment' : 'fine',
      isNewMemberOffer: false,
      maxQuantityForGuest: null,
    },
    publicPricePence: 2000,
    memberPricePence: 1800,
    stockLevel: 10,
    listedAt: '2025-01-01T00:00:00.000Z',
  };
}
