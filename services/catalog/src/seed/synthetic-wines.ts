import { DEFAULT_MAX_QUANTITY_FOR_GUEST } from '@wine/contracts/catalog/guest-limit';
import type { WineType } from '@wine/contracts/catalog/wine-type';
import type { WineBadge } from '@wine/contracts/wine-badge';
import type { WineRowInput } from '../import/catalog-file.ts';

// Benchmarks and load tests need many wines that look like the real catalogue (same field
// sizes, a spread over every filter) without anyone writing them: these are made up, seeded.

type Style = [region: string, country: string, varietal: string, wineType: WineType];

const styles: Style[] = [
  ['Bordeaux', 'France', 'Merlot', 'red'],
  ['Burgundy', 'France', 'Pinot Noir', 'red'],
  ['Burgundy', 'France', 'Chardonnay', 'white'],
  ['Loire Valley', 'France', 'Sauvignon Blanc', 'white'],
  ['Rhône Valley', 'France', 'Syrah', 'red'],
  ['Champagne', 'France', 'Chardonnay', 'sparkling'],
  ['Provence', 'France', 'Grenache', 'rose'],
  ['Piedmont', 'Italy', 'Nebbiolo', 'red'],
  ['Tuscany', 'Italy', 'Sangiovese', 'red'],
  ['Veneto', 'Italy', 'Glera', 'sparkling'],
  ['Rioja', 'Spain', 'Tempranillo', 'red'],
  ['Rías Baixas', 'Spain', 'Albariño', 'white'],
  ['Jerez', 'Spain', 'Palomino', 'fortified'],
  ['Douro', 'Portugal', 'Touriga Nacional', 'red'],
  ['Mosel', 'Germany', 'Riesling', 'white'],
  ['Tokaj', 'Hungary', 'Furmint', 'dessert'],
  ['Napa Valley', 'USA', 'Cabernet Sauvignon', 'red'],
  ['Mendoza', 'Argentina', 'Malbec', 'red'],
  ['Marlborough', 'New Zealand', 'Sauvignon Blanc', 'white'],
  ['Barossa Valley', 'Australia', 'Shiraz', 'red'],
  ['Stellenbosch', 'South Africa', 'Chenin Blanc', 'white'],
  ['Sussex', 'England', 'Chardonnay', 'sparkling'],
];

const houses = [
  'Domaine',
  'Château',
  'Bodega',
  'Tenuta',
  'Quinta',
  'Weingut',
  'Estate',
  'Cellars',
  'Clos',
  'Cantina',
];
const places = [
  'Belle Rive',
  'Alto Cierzo',
  'Vale Escuro',
  'Monte Sereno',
  'Haut Brisson',
  'Piedra Negra',
  'Colle Verde',
  'Sablons',
  'Wairau Stone',
  'Kloof Hill',
  'Roche Grise',
  'Lande Fleurie',
];
const cuvees = [
  'Réserve',
  'Vieilles Vignes',
  'Les Pierres',
  'Grand Vin',
  'Old Vine',
  'Single Vineyard',
  'Cuvée Prestige',
  'Classic',
  'Terroir',
  'La Côte',
];
const aromas = [
  'blackcurrant',
  'cherry',
  'citrus',
  'white peach',
  'violet',
  'cedar',
  'brioche',
  'honey',
  'gooseberry',
  'plum',
];
const badges: WineBadge[] = [
  'NEW_IN',
  'LOWEST_PRICE',
  'RARE_FIND',
  'CRITIC_FAVOURITE',
  'TOP_VINTAGE',
  'MEMBER_FAVOURITE',
  'MICHELIN_LIST',
  'MEMBERS_EXCLUSIVE_UK',
];
const collections = ['WEB', 'APP', 'WEB_AND_APP', 'WEB_AND_APP'] as const;

/** mulberry32: a small, fast PRNG; the same seed always gives the same sequence. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `n` made-up wines, the same ones for the same `seed`. Ids `syn-000001`..., one master wine per product. */
export function generateWines(n: number, seed: number): WineRowInput[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: n }, (_, i) => {
    const id = String(i + 1).padStart(6, '0');
    const [region, country, varietal, wineType] = pick(styles);
    const producer = `${pick(houses)} ${pick(places)}`;
    const name = `${varietal} ${pick(cuvees)}`;
    const investment = next() < 0.08;
    const publicPricePence = investment
      ? 6000 + Math.floor(next() * 60_000)
      : 800 + Math.floor(next() * 6000);
    const vintage = wineType === 'sparkling' && next() < 0.6 ? null : 2005 + Math.floor(next() * 19);
    const stockRoll = next();
    const stockLevel =
      stockRoll < 0.1 ? 0 : stockRoll < 0.2 ? 1 + Math.floor(next() * 6) : Math.floor(next() * 400);
    return {
      productId: `syn-${id}`,
      masterWineId: `syn-mw-${id}`,
      slug: `syn-${id}-${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, '')}`,
      name,
      producer,
      varietal,
      region,
      country,
      wineType,
      description: `${name} from ${producer}: a ${wineType} wine of ${region}, ${country}.`,
      tastingNotes: [
        { category: 'aroma', notes: [pick(aromas), pick(aromas)] },
        { category: 'taste', notes: [pick(aromas)] },
        { category: 'finish', notes: ['long'] },
      ],
      foodPairings: ['roast chicken', 'hard cheeses'],
      servingTemperature: wineType === 'red' ? '16-18°C' : '8-10°C',
      rating: Math.round((3.5 + next() * 1.5) * 10) / 10,
      reviewCount: Math.floor(next() * 1500),
      vintage,
      bottleSize: next() < 0.05 ? 'MAGNUM' : 'BOTTLE',
      alcoholContent: Math.round((11 + next() * 4) * 2) / 2,
      badges: next() < 0.5 ? [pick(badges)] : [],
      collectionType: pick(collections),
      category: investment ? 'investment' : next() < 0.4 ? 'fine' : 'everyday',
      isNewMemberOffer: next() < 0.05,
      maxQuantityForGuest: DEFAULT_MAX_QUANTITY_FOR_GUEST,
      publicPricePence,
      memberPricePence: Math.round(publicPricePence * (0.8 + next() * 0.2)),
      stockLevel,
    };
  });
}
