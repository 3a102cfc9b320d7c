import { z } from 'zod';
import { BottleSize } from '../catalog/bottle-size.ts';
import { Slug } from '../catalog/catalog-ids.ts';
import { WineType } from '../catalog/wine-type.ts';
import {
  Author,
  BlogPostPiece,
  GrapeVarietyPiece,
  GuideStep,
  Picture,
  PieceId,
  PieceKind,
  WineGuidePiece,
  WineRegionPiece,
} from './content-pieces.ts';

// What the content routes answer (docs/api.md). HTML fields are rendered from Markdown and
// sanitised on the server: the storefront may put them in the page as they are.

const at = z.iso.datetime({ offset: true });
const stamps = { createdAt: at, updatedAt: at };

/** Spec section 3, Blog post, as a list shows it (no body). */
export const BlogPostSummary = z
  .object({
    id: PieceId,
    slug: Slug,
    title: z.string(),
    excerpt: z.string(),
    author: Author,
    category: z.string(),
    tags: z.array(z.string()),
    featuredImage: Picture,
    publishedAt: at,
    updatedAt: at,
    /** Minutes, at 220 words a minute, never under 1. */
    readTime: z.int().min(1),
    isFeatured: z.boolean(),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

/** Spec section 3, Blog post, every field; only published posts are ever answered. */
export const BlogPost = BlogPostSummary.extend({
  content: z.string(),
  isPublished: z.literal(true),
  seoTitle: BlogPostPiece.shape.seoTitle,
  seoDescription: BlogPostPiece.shape.seoDescription,
}).meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof BlogPost>;

export const JournalQuery = z.object({
  category: z.string().trim().min(1).max(60).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(9),
});
export type JournalQuery = z.infer<typeof JournalQuery>;

export const JournalPage = z
  .object({
    /** The newest featured post (on the first page of "all" only). */
    featured: BlogPostSummary.nullable(),
    /** Every category with published posts, and how many. */
    categories: z.array(z.object({ name: z.string(), count: z.int() })),
    posts: z.array(BlogPostSummary),
    total: z.int(),
    offset: z.int(),
    limit: z.int(),
  })
  .meta({ id: 'JournalPage' });
export type JournalPage = z.infer<typeof JournalPage>;

/** A wine of the catalogue, as a learning page lists it (the product page has the rest). */
export const LinkedWine = z
  .object({
    productId: z.string(),
    slug: Slug,
    name: z.string(),
    producer: z.string(),
    vintage: z.int().nullable(),
    /** A magnum is its own product beside the bottle: the list says which is which. */
    bottleSize: BottleSize,
    wineType: WineType,
    region: z.string(),
    varietal: z.string(),
  })
  .meta({ id: 'LinkedWine' });
export type LinkedWine = z.infer<typeof LinkedWine>;

/** Spec section 3, Grape variety; `description` is HTML. */
export const GrapeVariety = GrapeVarietyPiece.omit({ body: true })
  .extend({ id: PieceId, description: z.string(), wines: z.array(LinkedWine), ...stamps })
  .meta({ id: 'GrapeVariety' });
export type GrapeVariety = z.infer<typeof GrapeVariety>;

/** Spec section 3, Wine region; `description` is HTML; `wines` are the catalogue's from there. */
export const WineRegion = WineRegionPiece.omit({ body: true })
  .extend({ id: PieceId, description: z.string(), wines: z.array(LinkedWine), ...stamps })
  .meta({ id: 'WineRegion' });
export type WineRegion = z.infer<typeof WineRegion>;

/** A piece another one links to, resolved to its title and page. */
export const PieceLink = z
  .object({ kind: PieceKind, id: PieceId, title: z.string(), href: z.string() })
  .meta({ id: 'PieceLink' });
export type PieceLink = z.infer<typeof PieceLink>;

/** Spec section 3, Wine guide; `introduction` and each step's `details` are HTML. */
export const WineGuide = WineGuidePiece.omit({ body: true, steps: true, relatedContent: true })
  .extend({
    id: PieceId,
    introduction: z.string(),
    steps: z.array(GuideStep.extend({ details: z.string().optional() })),
    /** The spec's relatedContent ids, and what each is, for links (a missing piece is left out). */
    relatedContent: z.array(z.string()),
    related: z.array(PieceLink),
    ...stamps,
  })
  .meta({ id: 'WineGuide' });
export type WineGuide = z.infer<typeof WineGuide>;

const Entry = z.object({ id: PieceId, title: z.string(), summary: z.string(), href: z.string() });

/** The learning pages, for the journal's "Learn" section and the sitemap. */
export const LearnIndex = z
  .object({ grapes: z.array(Entry), regions: z.array(Entry), guides: z.array(Entry) })
  .meta({ id: 'LearnIndex' });
export type LearnIndex = z.infer<typeof LearnIndex>;

export const WineLinksQuery = z.object({
  varietal: z.string().trim().min(1).max(200),
  region: z.string().trim().min(1).max(100),
});

/** The grape and region pages a wine's product page links to, when there are such pages. */
export const WineLinks = z
  .object({ grapes: z.array(PieceLink), region: PieceLink.nullable() })
  .meta({ id: 'WineLinks' });
export type WineLinks = z.infer<typeof WineLinks>;

/** The page of a piece, by kind. */
export const pieceHref = (kind: PieceKind, id: string, slug = id): string =>
  kind === 'post' ? `/journal/${slug}` : `/learn/${kind}s/${id}`;
