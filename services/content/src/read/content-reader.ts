import {
  type BlogPost,
  type BlogPostSummary,
  type GrapeVariety,
  type JournalPage,
  type JournalQuery,
  type LearnIndex,
  type LinkedWine,
  type PieceLink,
  pieceHref,
  type WineGuide,
  type WineLinks,
  type WineRegion,
} from '@wine/contracts/content/content-api';
import type { PieceKind } from '@wine/contracts/content/content-pieces';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { CONTENT_PROJECTION } from '../projections/content-projection.ts';
import { grapeKeysOf, normalise } from '../search/normalise.ts';

type Row = { doc: Record<string, unknown>; created_at: Date; updated_at: Date };
const stamped = <T>(row: Row) =>
  ({ ...row.doc, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() }) as T;

/** A region page lists at most this many of its wines: the shop's filter shows them all. */
const LINKED_WINES = 24;

/**
 * Lookups on the content read model. Only published posts are ever answered: a draft is kept in
 * the read model (to be published later) and filtered here, in every query that reads posts.
 * `seesInvestment`: whether the caller may see investment wines (signed in, spec section 6).
 */
export class ContentReader {
  private readonly schema: string;

  constructor(private readonly pool: Pool) {
    this.schema = quoteIdent(pgSchemaOf(CONTENT_PROJECTION));
  }

  async journal(query: JournalQuery): Promise<JournalPage> {
    const s = this.schema;
    const summary = `doc - 'content' - 'isPublished' - 'seoTitle' - 'seoDescription' || jsonb_build_object('updatedAt', updated_at)`;
    // The featured post leads the first page of "all" and is left out of that list on every page.
    const featuredRow =
      query.category === undefined
        ? (
            await this.pool.query<{ doc: BlogPostSummary }>(
              `SELECT ${summary} AS doc FROM ${s}.pieces WHERE kind = 'post' AND published AND featured
            ORDER BY published_at DESC, id LIMIT 1`,
            )
          ).rows[0]
        : undefined;
    const featuredPost = featuredRow?.doc;
    const [categories, posts] = await Promise.all([
      this.pool.query<{ name: string; count: number }>(
        `SELECT category AS name, count(*)::int AS count FROM ${s}.pieces WHERE kind = 'post' AND published
          GROUP BY category ORDER BY category`,
      ),
      this.pool.query<{ doc: BlogPostSummary; total: number }>(
        `SELECT ${summary} AS doc, count(*) OVER ()::int AS total FROM ${s}.pieces
          WHERE kind = 'post' AND published AND ($1::text IS NULL OR category = $1) AND ($2::text IS NULL OR id <> $2)
          ORDER BY published_at DESC, id OFFSET $3 LIMIT $4`,
        [query.category ?? null, featuredPost?.id ?? null, query.offset, query.limit],
      ),
    ]);
    const total = posts.rows[0]?.total ?? (await this.countPosts(query.category, featuredPost?.id));
    return {
      featured: query.offset === 0 ? (featuredPost ?? null) : null,
      categories: categories.rows,
      posts: posts.rows.map((r) => r.doc),
      total,
      offset: query.offset,
      limit: query.limit,
    };
  }

  private async countPosts(category: string | undefined, except: string | undefined): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.schema}.pieces WHERE kind = 'post' AND published
          AND ($1::text IS NULL OR category = $1) AND ($2::text IS NULL OR id <> $2)`,
      [category ?? null, except ?? null],
    );
    return rows[0]?.n ?? 0;
  }

  async post(slug: string): Promise<BlogPost | undefined> {
    const { rows } = await this.pool.query<Row>(
      `SELECT doc, created_at, updated_at FROM ${this.schema}.pieces WHERE kind = 'post' AND slug = $1 AND published`,
      [slug],
    );
    const row = rows[0];
    return row ? ({ ...row.doc, updatedAt: row.updated_at.toISOString() } as BlogPost) : undefined;
  }

  private async piece(kind: PieceKind, id: string): Promise<Row | undefined> {
    const { rows } = await this.pool.query<Row>(
      `SELECT doc, created_at, updated_at FROM ${this.schema}.pieces WHERE kind = $1 AND id = $2 AND published`,
      [kind, id],
    );
    return rows[0];
  }

  async grape(id: string, seesInvestment: boolean): Promise<GrapeVariety | undefined> {
    const row = await this.piece('grape', id);
    if (!row) return undefined;
    const grape = stamped<Omit<GrapeVariety, 'wines'>>(row);
    const keys = [grape.name, ...grape.synonyms].map(normalise);
    return { ...grape, wines: await this.wines('grape_keys && $1::text[]', keys, seesInvestment) };
  }

  async region(id: string, seesInvestment: boolean): Promise<WineRegion | undefined> {
    const row = await this.piece('region', id);
    if (!row) return undefined;
    const region = stamped<Omit<WineRegion, 'wines'>>(row);
    return { ...region, wines: await this.wines('region_key = $1', normalise(region.name), seesInvestment) };
  }

  private async wines(where: string, key: unknown, seesInvestment: boolean): Promise<LinkedWine[]> {
    const { rows } = await this.pool.query<LinkedWine>(
      `SELECT product_id AS "productId", slug, name, producer, vintage, bottle_size AS "bottleSize",
              wine_type AS "wineType", region, varietal
         FROM ${this.schema}.wines WHERE ${where} AND (NOT investment OR $2)
        ORDER BY rating DESC, name, product_id LIMIT ${LINKED_WINES}`,
      [key, seesInvestment],
    );
    return rows;
  }

  async guide(id: string): Promise<WineGuide | undefined> {
    const row = await this.piece('guide', id);
    if (!row) return undefined;
    const guide = stamped<Omit<WineGuide, 'related'>>(row);
    return { ...guide, related: await this.links(guide.relatedContent) };
  }

  /** `grape/malbec` and the like, resolved to what is published, in the order asked. */
  private async links(refs: string[]): Promise<PieceLink[]> {
    if (refs.length === 0) return [];
    const { rows } = await this.pool.query<{ kind: PieceKind; id: string; slug: string; title: string }>(
      `SELECT kind, id, slug, title FROM ${this.schema}.pieces WHERE published AND kind || '/' || id = ANY($1)`,
      [refs],
    );
    const byRef = new Map(rows.map((r) => [`${r.kind}/${r.id}`, r]));
    return refs.flatMap((ref) => {
      const r = byRef.get(ref);
      return r ? [{ kind: r.kind, id: r.id, title: r.title, href: pieceHref(r.kind, r.id, r.slug) }] : [];
    });
  }

  async learnIndex(): Promise<LearnIndex> {
    const { rows } = await this.pool.query<{ kind: PieceKind; id: string; title: string; summary: string }>(
      `SELECT kind, id, title, coalesce(doc->>'summary', doc->>'description') AS summary FROM ${this.schema}.pieces
        WHERE published AND kind <> 'post' ORDER BY kind, title`,
    );
    const of = (kind: PieceKind) =>
      rows
        .filter((r) => r.kind === kind)
        .map((r) => ({ id: r.id, title: r.title, summary: r.summary, href: pieceHref(kind, r.id) }));
    return { grapes: of('grape'), regions: of('region'), guides: of('guide') };
  }

  /** The grape pages (each grape of a blend) and region page of a catalogue wine, when there are such pages. */
  async wineLinks(varietal: string, region: string): Promise<WineLinks> {
    const grapes = grapeKeysOf(varietal);
    const { rows } = await this.pool.query<{
      kind: PieceKind;
      id: string;
      title: string;
      match_keys: string[];
    }>(
      `SELECT kind, id, title, match_keys FROM ${this.schema}.pieces
        WHERE published AND ((kind = 'grape' AND match_keys && $1::text[]) OR (kind = 'region' AND $2 = ANY(match_keys)))`,
      [grapes, normalise(region)],
    );
    const link = (r: (typeof rows)[number]): PieceLink => ({
      kind: r.kind,
      id: r.id,
      title: r.title,
      href: pieceHref(r.kind, r.id),
    });
    // In the blend's order: "Grenache, Syrah" links Grenache first.
    const grapeLinks = grapes.flatMap((key) => {
      const r = rows.find((row) => row.kind === 'grape' && row.match_keys.includes(key));
      return r ? [link(r)] : [];
    });
    const regionRow = rows.find((r) => r.kind === 'region');
    return {
      grapes: [...new Map(grapeLinks.map((l) => [l.id, l])).values()],
      region: regionRow ? link(regionRow) : null,
    };
  }

  /** Every page of a piece and every guest-visible wine, for sitemap.xml. */
  async sitemapEntries(): Promise<{ path: string; updatedAt: string | null }[]> {
    const [pieces, wines] = await Promise.all([
      this.pool.query<{ kind: PieceKind; id: string; slug: string; updated_at: Date }>(
        `SELECT kind, id, slug, updated_at FROM ${this.schema}.pieces WHERE published ORDER BY kind, id`,
      ),
      this.pool.query<{ slug: string }>(
        `SELECT slug FROM ${this.schema}.wines WHERE NOT investment ORDER BY slug`,
      ),
    ]);
    return [
      ...pieces.rows.map((r) => ({
        path: pieceHref(r.kind, r.id, r.slug),
        updatedAt: r.updated_at.toISOString(),
      })),
      ...wines.rows.map((r) => ({ path: `/product/${r.slug}`, updatedAt: null })),
    ];
  }
}
