import type { WineListed } from '@wine/contracts/catalog/catalog-events';
import type { BlogPostWritten } from '@wine/contracts/content/content-events';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { v7 as uuidv7 } from 'uuid';

// A catalogue and a journal far bigger than the seed, for the search bench: every wine and post
// as the event its context would record, with words drawn from a wine merchant's vocabulary.

const GRAPES = [
  'Malbec',
  'Cabernet Sauvignon',
  'Merlot',
  'Pinot Noir',
  'Chardonnay',
  'Sauvignon Blanc',
  'Riesling',
  'Syrah',
  'Shiraz',
  'Grenache',
  'Tempranillo',
  'Nebbiolo',
  'Sangiovese',
  'Chenin Blanc',
  'Albariño',
  'Gamay',
  'Viognier',
  'Mourvèdre',
  'Barbera',
  'Zinfandel',
  'Grüner Veltliner',
  'Assyrtiko',
  'Furmint',
  'Touriga Nacional',
  'Garnacha',
  'Sémillon',
  'Pinot Gris',
  'Carménère',
  'Pinotage',
  'Vermentino',
];
const PLACES: [string, string][] = [
  ['Bordeaux', 'France'],
  ['Burgundy', 'France'],
  ['Champagne', 'France'],
  ['Rhône Valley', 'France'],
  ['Loire Valley', 'France'],
  ['Alsace', 'France'],
  ['Languedoc', 'France'],
  ['Rioja', 'Spain'],
  ['Ribera del Duero', 'Spain'],
  ['Rías Baixas', 'Spain'],
  ['Priorat', 'Spain'],
  ['Piedmont', 'Italy'],
  ['Tuscany', 'Italy'],
  ['Veneto', 'Italy'],
  ['Sicily', 'Italy'],
  ['Douro', 'Portugal'],
  ['Mosel', 'Germany'],
  ['Wachau', 'Austria'],
  ['Santorini', 'Greece'],
  ['Tokaj', 'Hungary'],
  ['Napa Valley', 'USA'],
  ['Sonoma', 'USA'],
  ['Mendoza', 'Argentina'],
  ['Maipo Valley', 'Chile'],
  ['Stellenbosch', 'South Africa'],
  ['Barossa Valley', 'Australia'],
  ['Marlborough', 'New Zealand'],
  ['Sussex', 'England'],
];
const HOUSES = [
  'Château',
  'Domaine',
  'Bodega',
  'Tenuta',
  'Quinta',
  'Weingut',
  'Cantina',
  'Clos',
  'Estate',
  'Maison',
];
const NAMES = [
  'Belair',
  'Montrose',
  'Valdecerro',
  'Piedra Infinita',
  'San Lorenzo',
  'Mar de Brumas',
  'Les Caillottes',
  'Beauregard',
  'Fontanella',
  'Alta Vista',
  'Roche Noire',
  'Vale Escuro',
  'Sonnenberg',
  'Hautes Terres',
  'Casa Vieja',
  'Monte Rosso',
  'La Garrigue',
  'Old Block',
  'Greystone',
  'Bellavista',
  'Las Piedras',
  'Clos du Moulin',
  'Santa Cruz',
  'Ridgeview',
  'Kloof Street',
];
const STYLES = [
  'Reserva',
  'Gran Reserva',
  'Crianza',
  'Grand Cru',
  'Premier Cru',
  'Riserva',
  'Old Vines',
  'Single Vineyard',
  'Cuvée Prestige',
  'Brut',
  'Classico',
  'Estate',
];
const NOTES = [
  'blackcurrant',
  'cherry',
  'plum',
  'violet',
  'leather',
  'tobacco',
  'cedar',
  'vanilla',
  'lime',
  'peach',
  'apricot',
  'honey',
  'toast',
  'brioche',
  'smoke',
  'pepper',
  'liquorice',
  'strawberry',
  'raspberry',
  'blackberry',
  'chocolate',
  'mint',
  'flint',
  'sea spray',
  'gooseberry',
  'passion fruit',
  'quince',
  'truffle',
  'rose',
  'tar',
  'fig',
  'hazelnut',
];
const TOPICS = [
  'storing',
  'decanting',
  'serving',
  'tasting',
  'pairing',
  'vintage',
  'harvest',
  'ageing',
  'investing',
  'labels',
  'corks',
  'glasses',
  'cellar',
  'barbecue',
  'cheese',
  'seafood',
  'roast',
  'summer',
  'Christmas',
  'picnic',
];

/** A deterministic pick: the n-th bench run builds the same catalogue. */
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const at = '2025-01-01T00:00:00.000Z';
const metadata = { correlationId: 'bench-search', causationId: null, userId: null, region: 'GB' };

function stored(type: string, streamId: string, data: unknown, position: number): StoredEvent {
  return {
    eventId: uuidv7(),
    type,
    schemaVersion: 1,
    streamId,
    streamVersion: 1,
    position: String(position),
    occurredAt: at,
    data,
    metadata,
    transactionId: String(position),
  };
}

export function syntheticWine(n: number, position: number): StoredEvent {
  const grape = pick(GRAPES, n * 7);
  const [region, country] = pick(PLACES, n * 13);
  const producer = `${pick(HOUSES, n * 3)} ${pick(NAMES, n * 11)}`;
  const name = `${pick(NAMES, n * 17)} ${grape} ${pick(STYLES, n * 5)}`;
  const productId = `wine-${n}`;
  const data: WineListed['data'] = {
    productId,
    masterWineId: `mw-${n}`,
    slug: `bench-wine-${n}`,
    masterWine: {
      name,
      producer,
      varietal: grape,
      region,
      country,
      wineType: n % 3 === 0 ? 'white' : 'red',
      description: `${grape} from ${region}, made by ${producer}.`,
      tastingNotes: [
        { category: 'aroma', notes: [pick(NOTES, n), pick(NOTES, n * 3 + 1)] },
        { category: 'taste', notes: [pick(NOTES, n * 7 + 2), pick(NOTES, n * 11 + 3)] },
      ],
      foodPairings: ['roast lamb'],
      servingTemperature: '16-18°C',
      rating: 3 + (n % 20) / 10,
      reviewCount: n % 300,
    },
    product: {
      vintage: 2000 + (n % 24),
      bottleSize: 'BOTTLE',
      alcoholContent: 13,
      badges: [],
      collectionType: 'WEB_AND_APP',
      category: n % 10 === 0 ? 'investment' : 'fine',
      isNewMemberOffer: false,
      maxQuantityForGuest: null,
    },
    publicPricePence: 1000 + (n % 9000),
    memberPricePence: 900 + (n % 9000),
    stockLevel: n % 50,
    listedAt: at,
  };
  return stored('WineListed', `catalog/wine/${productId}`, data, position);
}

export function syntheticPost(n: number, position: number): StoredEvent {
  const topic = pick(TOPICS, n);
  const grape = pick(GRAPES, n * 3);
  const [region] = pick(PLACES, n * 7);
  const title = `${topic[0]?.toUpperCase()}${topic.slice(1)}: ${grape} from ${region}`;
  const sentences = Array.from(
    { length: 12 },
    (_, i) =>
      `Notes of ${pick(NOTES, n + i)} and ${pick(NOTES, n * 5 + i)} make ${grape} from ${region} worth ${pick(TOPICS, n + i)}.`,
  );
  const slug = `bench-post-${n}`;
  const data: BlogPostWritten['data'] = {
    id: slug,
    post: {
      slug,
      title,
      excerpt: sentences[0] ?? title,
      author: { name: 'Bench Writer', bio: 'Writes for the bench.' },
      category: pick(['Regions', 'Wine basics', 'Food & wine', "Buyer's notes", 'Collecting'], n),
      tags: [topic, grape.toLowerCase()],
      featuredImage: { url: '/journal/glass.svg', alt: 'A glass' },
      publishedAt: '2025-01-01',
      isPublished: true,
      isFeatured: false,
      seoTitle: title.slice(0, 70),
      seoDescription: (sentences[0] ?? title).slice(0, 170),
      body: `${sentences.slice(0, 6).join(' ')}\n\n## ${topic}\n\n${sentences.slice(6).join(' ')}`,
    },
    writtenAt: at,
  };
  return stored('BlogPostWritten', `content/post/${slug}`, data, position);
}

/** What shoppers type, as they type it: every prefix of each query from two letters, and slips. */
export function typedQueries(): string[] {
  const wanted = [
    ...GRAPES.map((g) => g.toLowerCase()),
    ...PLACES.map(([r]) => r.toLowerCase()),
    'rioja reserva',
    'malbec mendoza',
    'pinot noir burgundy',
    'sauvignon blanc marlborough',
    'chateau belair',
    'storing wine',
    'decanting',
    'wine with cheese',
    'champagne brut',
    'old vines',
    'grand cru',
    'rias baixas',
  ];
  const slips = [
    'malbek',
    'reisling',
    'sauvignon blank',
    'tempranilo',
    'chardonay',
    'rioha reserva',
    'nebiolo',
    'shiraaz',
    'albarino',
    'gewurz',
  ];
  const prefixes = wanted.flatMap((q) => Array.from({ length: q.length - 1 }, (_, i) => q.slice(0, i + 2)));
  return [...new Set([...prefixes, ...slips])];
}

/**
 * A query nobody typed before: two or three words of the vocabulary (a note, a grape, a place or
 * a style), the n-th of some 300,000 combinations, so a run of a few thousand never repeats one.
 */
export function freshQuery(n: number): string {
  const m = (n * 7_919) % (NOTES.length * GRAPES.length * PLACES.length * STYLES.length);
  const note = pick(NOTES, m);
  const grape = pick(GRAPES, Math.floor(m / NOTES.length)).toLowerCase();
  const [place] = pick(PLACES, Math.floor(m / (NOTES.length * GRAPES.length)));
  const style = pick(STYLES, Math.floor(m / (NOTES.length * GRAPES.length * PLACES.length))).toLowerCase();
  return [`${grape} ${note}`, `${grape} ${place?.toLowerCase()}`, `${note} ${style} ${grape}`][
    n % 3
  ] as string;
}
