import type { BlogPost, GrapeVariety, WineGuide, WineRegion } from '@wine/contracts/content/content-api';
import type { ContentEventEnvelope } from '@wine/contracts/content/content-events';
import type { PieceKind } from '@wine/contracts/content/content-pieces';
import { plainText, readTimeOf, renderMarkdown } from '../render/render-markdown.ts';
import { normalise } from '../search/normalise.ts';

/** One row of `pieces`: the answer (HTML rendered and sanitised) and what lookups and search need. */
export interface PieceRow {
  kind: PieceKind;
  id: string;
  slug: string;
  title: string;
  published: boolean;
  featured: boolean;
  category: string | null;
  publishedAt: string | null;
  /** Names a catalogue may use for it (a grape's synonyms), normalised; empty for posts and guides. */
  matchKeys: string[];
  /** Without timestamps (the row's columns) nor linked wines (read at lookup). */
  doc:
    | Omit<BlogPost, 'updatedAt'>
    | Omit<GrapeVariety, 'wines' | 'createdAt' | 'updatedAt'>
    | Omit<WineRegion, 'wines' | 'createdAt' | 'updatedAt'>
    | Omit<WineGuide, 'related' | 'createdAt' | 'updatedAt'>;
  searchTitle: string;
  searchTags: string;
  searchBody: string;
  writtenAt: string;
  position: string;
}

const dayStart = (date: string) => `${date}T00:00:00.000Z`;

/** Grapes, regions and guides are reference pages: found by their id, live once written, never dated or featured. */
const referencePage = (id: string) => ({ slug: id, published: true, featured: false, publishedAt: null });

/** A piece's row as its event says it was written. */
export function pieceRowOf(event: ContentEventEnvelope): PieceRow {
  const base = { writtenAt: event.data.writtenAt, position: event.position, id: event.data.id };
  switch (event.type) {
    case 'BlogPostWritten': {
      const { body, ...post } = event.data.post;
      const text = plainText(body);
      return {
        ...base,
        kind: 'post',
        slug: post.slug,
        title: post.title,
        published: post.isPublished,
        featured: post.isFeatured,
        category: post.category,
        publishedAt: dayStart(post.publishedAt),
        matchKeys: [],
        doc: {
          ...post,
          id: event.data.id,
          publishedAt: dayStart(post.publishedAt),
          content: renderMarkdown(body),
          readTime: readTimeOf(text),
          isPublished: true,
        },
        searchTitle: post.title,
        searchTags: [post.category, ...post.tags, post.excerpt].join(' '),
        searchBody: text,
      };
    }
    case 'GrapeVarietyWritten': {
      const { body, ...grape } = event.data.grape;
      return {
        ...base,
        ...referencePage(event.data.id),
        kind: 'grape',
        title: grape.name,
        category: grape.type,
        matchKeys: [grape.name, ...grape.synonyms].map(normalise),
        doc: { ...grape, id: event.data.id, description: renderMarkdown(body) },
        searchTitle: [grape.name, ...grape.synonyms].join(' '),
        searchTags: [grape.summary, ...grape.characteristics.flavors, ...grape.primaryRegions].join(' '),
        searchBody: plainText(body),
      };
    }
    case 'WineRegionWritten': {
      const { body, ...region } = event.data.region;
      return {
        ...base,
        ...referencePage(event.data.id),
        kind: 'region',
        title: region.name,
        category: region.country,
        matchKeys: [normalise(region.name)],
        doc: { ...region, id: event.data.id, description: renderMarkdown(body) },
        searchTitle: region.name,
        searchTags: [region.country, region.summary, ...region.primaryGrapes, ...region.subRegions].join(' '),
        searchBody: plainText(body),
      };
    }
    case 'WineGuideWritten': {
      const { body, steps, ...guide } = event.data.guide;
      return {
        ...base,
        ...referencePage(event.data.id),
        kind: 'guide',
        title: guide.title,
        category: guide.category,
        matchKeys: [],
        doc: {
          ...guide,
          id: event.data.id,
          introduction: renderMarkdown(body),
          steps: steps.map((step) => ({
            ...step,
            ...(step.details ? { details: renderMarkdown(step.details) } : {}),
          })),
        },
        searchTitle: guide.title,
        searchTags: [guide.category, guide.description, ...steps.map((s) => s.title)].join(' '),
        searchBody: [
          plainText(body),
          ...steps.map(
            (s) => `${s.description} ${s.details ? plainText(s.details) : ''} ${s.tips.join(' ')}`,
          ),
        ].join(' '),
      };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
