import { z } from 'zod';
import { Slug } from '../catalog/catalog-ids.ts';

// What an editor writes, one Markdown file per piece (front matter + body), as the import
// checks it and the events carry it. Bodies stay Markdown in the log: the read model renders
// and sanitises them, so a better renderer later is a replay, not a migration.

/** A piece's id: its URL slug too (`/learn/grapes/malbec`), so lower-case words and dashes. */
export const PieceId = Slug;
export type PieceId = z.infer<typeof PieceId>;

export const PIECE_KINDS = ['post', 'grape', 'region', 'guide'] as const;
export const PieceKind = z.enum(PIECE_KINDS);
export type PieceKind = z.infer<typeof PieceKind>;

const text = (max: number) => z.string().trim().min(1).max(max);
const list = (max: number) => z.array(text(120)).max(max);
/** Markdown, rendered and sanitised by the read model. */
const markdown = z.string().trim().min(1).max(100_000);

export const Picture = z.object({
  /** A site path (`/journal/cellar.svg`) or an https address. */
  url: z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'use a site path or an https address'),
  alt: text(300),
  caption: text(300).optional(),
});
export type Picture = z.infer<typeof Picture>;

export const Author = z.object({ name: text(120), avatar: Picture.shape.url.optional(), bio: text(600) });
export type Author = z.infer<typeof Author>;

/** Spec section 3, Blog post (readTime, content HTML and the timestamps are the read model's). */
export const BlogPostPiece = z.object({
  slug: Slug,
  title: text(160),
  excerpt: text(400),
  author: Author,
  category: text(60),
  tags: list(12),
  featuredImage: Picture,
  publishedAt: z.iso.date(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  seoTitle: text(70),
  seoDescription: text(170),
  body: markdown,
});
export type BlogPostPiece = z.infer<typeof BlogPostPiece>;

export const Level = z.enum(['Low', 'Medium-', 'Medium', 'Medium+', 'High']);

/** Spec section 3, Grape variety; `synonyms` ties a catalogue's Shiraz to the Syrah page. */
export const GrapeVarietyPiece = z.object({
  name: text(80),
  synonyms: list(10),
  type: z.enum(['red', 'white']),
  summary: text(300),
  characteristics: z.object({
    body: z.enum(['Light', 'Medium', 'Full']),
    tannins: Level,
    acidity: Level,
    flavors: list(12).min(1),
  }),
  climatePreference: text(200),
  primaryRegions: list(12).min(1),
  foodPairings: list(12).min(1),
  agingPotential: text(120),
  servingTemperature: text(40),
  glassType: text(80),
  image: Picture,
  body: markdown,
});
export type GrapeVarietyPiece = z.infer<typeof GrapeVarietyPiece>;

/** Spec section 3, Wine region; `name` is how the catalogue names it, so its wines are found. */
export const WineRegionPiece = z.object({
  name: text(80),
  country: text(60),
  summary: text(300),
  climate: text(300),
  soilTypes: list(12).min(1),
  primaryGrapes: list(12).min(1),
  wineStyles: list(12).min(1),
  famousProducers: list(12),
  subRegions: list(20),
  bestVintages: z.array(z.int().min(1900).max(2100)).max(20),
  harvest: text(120),
  image: Picture,
  body: markdown,
});
export type WineRegionPiece = z.infer<typeof WineRegionPiece>;

export const GuideStep = z.object({
  id: Slug,
  title: text(120),
  description: text(400),
  /** Markdown. */
  details: markdown.optional(),
  tips: list(8),
});
export type GuideStep = z.infer<typeof GuideStep>;

/** A piece another piece points at: `grape/malbec`, `post/why-malbec-loves-mendoza`. */
export const PieceRef = z
  .string()
  .regex(/^(post|grape|region|guide)\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use <kind>/<id>');
export type PieceRef = z.infer<typeof PieceRef>;

/** Spec section 3, Wine guide. */
export const WineGuidePiece = z.object({
  title: text(120),
  description: text(400),
  category: text(60),
  difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  duration: text(60),
  equipment: list(12),
  steps: z.array(GuideStep).min(1).max(20),
  relatedContent: z.array(PieceRef).max(12),
  image: Picture,
  body: markdown,
});
export type WineGuidePiece = z.infer<typeof WineGuidePiece>;

/** Every piece, by kind: what one `WritePiece` carries. */
export const Piece = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), id: PieceId, post: BlogPostPiece }),
  z.object({ kind: z.literal('grape'), id: PieceId, grape: GrapeVarietyPiece }),
  z.object({ kind: z.literal('region'), id: PieceId, region: WineRegionPiece }),
  z.object({ kind: z.literal('guide'), id: PieceId, guide: WineGuidePiece }),
]);
export type Piece = z.infer<typeof Piece>;
