import { z } from 'zod';
import { BottleSize } from '../catalog/bottle-size.ts';
import { Slug } from '../catalog/catalog-ids.ts';
import { PieceKind } from './content-pieces.ts';

/** GET /api/search: one box over wines and articles. */
export const SearchQuery = z.object({
  q: z.string().trim().min(1).max(100),
  /** Per group: wines and articles each get up to this many. */
  limit: z.coerce.number().int().min(1).max(20).default(6),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A text cut into pieces, the ones the search matched marked: shown with <mark>, never as HTML. */
export const Marked = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Marked = z.infer<typeof Marked>;

export const WineHit = z
  .object({
    productId: z.string(),
    slug: Slug,
    href: z.string(),
    name: Marked,
    producer: Marked,
    vintage: z.int().nullable(),
    bottleSize: BottleSize,
    /** Region and country, e.g. "Rías Baixas, Spain". */
    place: Marked,
    varietal: Marked,
    /** Where in the tasting notes or description it matched, when it did there. */
    snippet: Marked,
  })
  .meta({ id: 'WineHit' });
export type WineHit = z.infer<typeof WineHit>;

export const ArticleHit = z
  .object({
    kind: PieceKind,
    id: z.string(),
    href: z.string(),
    title: Marked,
    /** "Journal · Regions", "Grape", "Guide". */
    label: z.string(),
    snippet: Marked,
  })
  .meta({ id: 'ArticleHit' });
export type ArticleHit = z.infer<typeof ArticleHit>;

export const SearchResult = z
  .object({
    q: z.string(),
    /** The words searched for when some were corrected ("malbek" → "malbec"), else null. */
    searchedFor: z.string().nullable(),
    wines: z.array(WineHit),
    articles: z.array(ArticleHit),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;
