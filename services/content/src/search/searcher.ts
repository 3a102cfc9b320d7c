import type { BottleSize } from '@wine/contracts/catalog/bottle-size';
import { pieceHref } from '@wine/contracts/content/content-api';
import type { PieceKind } from '@wine/contracts/content/content-pieces';
import type { ArticleHit, SearchResult, WineHit } from '@wine/contracts/content/search';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { CONTENT_PROJECTION } from '../projections/content-projection.ts';
import { markedOf } from './marked-text.ts';
import { isNumber, normalise } from './normalise.ts';
import { type Correction, plannedQuery } from './query-plan.ts';

// ts_headline marks hits with two control characters no text of ours holds; markedOf cuts on them.
const WHOLE = `StartSel=\u0002, StopSel=\u0003, HighlightAll=true`;
const SNIPPET = `StartSel=\u0002, StopSel=\u0003, MaxWords=22, MinWords=10, MaxFragments=1, FragmentDelimiter=" … "`;
// An empty side (no finished word, or no word being typed) is an empty tsquery, which && ignores.
const TSQUERY = `websearch_to_tsquery('wine_search', $1) && to_tsquery('wine_search', $2)`;
/** pg_trgm's own default for `%`: below it a word is not taken for a slip of another. */
const SIMILAR_ENOUGH = 0.3;
/** How many words the lexicon may be asked to correct in one query: a pasted essay is cut short. */
const MAX_WORDS = 8;

const snippetOf = (text: string) => (text.includes('\u0002') ? markedOf(text) : []);

/**
 * One search over the catalogue's wines and the published writing, on Postgres alone: each word
 * is looked up in the lexicon and a slip corrected to the nearest word by trigram similarity
 * (pg_trgm), the last word while it is being typed matched as a prefix, then the weighted
 * tsvectors are matched with `websearch_to_tsquery` (quotes, `or`, `-word`) in the `wine_search`
 * configuration (English stems, accents folded by unaccent) and ranked by ts_rank_cd.
 */
export class Searcher {
  private readonly schema: string;

  constructor(private readonly pool: Pool) {
    this.schema = quoteIdent(pgSchemaOf(CONTENT_PROJECTION));
  }

  async search(q: string, limit: number, seesInvestment: boolean): Promise<SearchResult> {
    const typing = !/\s$/.test(q);
    const words = [...new Set(normalise(q).match(/[a-z0-9]+/g) ?? [])]
      .filter((w) => w !== 'or')
      .slice(0, MAX_WORDS);
    const plan = plannedQuery(q, await this.corrections(words), typing);
    if (plan === undefined) return { q, searchedFor: null, wines: [], articles: [] };
    const [wines, articles] = await Promise.all([
      this.wines(plan.websearch, plan.prefix, limit, seesInvestment),
      this.articles(
        plan.websearch,
        plan.prefix,
        limit,
        [plan.websearch, plan.prefix].filter(Boolean).join(' '),
      ),
    ]);
    return { q, searchedFor: plan.searchedFor, wines, articles };
  }

  private async corrections(words: string[]): Promise<Map<string, Correction>> {
    const asked = words.filter((word) => !isNumber(word));
    const known = new Map<string, Correction>(
      words.filter(isNumber).map((word) => [word, { known: true, nearest: null, extends: false }]),
    );
    if (asked.length === 0) return known;
    // The nearest word walks the GiST trigram index (KNN), then must be similar enough to count;
    // a longer word starting with it is a range on the lexicon's C-collated key ('{' follows 'z').
    const { rows } = await this.pool.query<{ word: string } & Correction>(
      `SELECT w AS word,
              EXISTS (SELECT 1 FROM ${this.schema}.lexicon l WHERE l.word = w) AS known,
              (SELECT n.word FROM (SELECT l.word FROM ${this.schema}.lexicon l ORDER BY l.word <-> w LIMIT 1) n
                WHERE similarity(n.word, w) >= $2) AS nearest,
              EXISTS (SELECT 1 FROM ${this.schema}.lexicon l WHERE l.word > w AND l.word < w || '{') AS extends
         FROM unnest($1::text[]) AS w`,
      [asked, SIMILAR_ENOUGH],
    );
    for (const { word, ...correction } of rows) known.set(word, correction);
    return known;
  }

  /**
   * Wines whose names (name, producer, grape, region, country) match come first, ranked among
   * themselves on that small tsvector; only when they are fewer than asked do matches in the
   * tasting notes and description follow. The second branch never runs when the first fills the
   * page, so a common word's thousands of matches cost one cheap ranking, not two.
   */
  private async wines(
    websearch: string,
    prefix: string | null,
    limit: number,
    seesInvestment: boolean,
  ): Promise<WineHit[]> {
    const s = this.schema;
    const { rows } = await this.pool.query<{
      product_id: string;
      slug: string;
      vintage: number | null;
      bottle_size: BottleSize;
      name: string;
      producer: string;
      place: string;
      varietal: string;
      snippet: string;
    }>(
      `WITH query AS (SELECT ${TSQUERY} AS q),
       hits AS (
         (SELECT w.product_id, 1 AS tier, ts_rank(w.title_search, query.q) AS rank, w.rating, w.name
            FROM ${s}.wines w, query
           WHERE w.title_search @@ query.q AND (NOT w.investment OR $3)
           ORDER BY rank DESC, w.rating DESC, w.name, w.product_id LIMIT $4)
         UNION ALL
         (SELECT w.product_id, 2 AS tier, ts_rank_cd(w.search, query.q) AS rank, w.rating, w.name
            FROM ${s}.wines w, query
           WHERE w.search @@ query.q AND NOT (w.title_search @@ query.q) AND (NOT w.investment OR $3)
           ORDER BY rank DESC, w.rating DESC, w.name, w.product_id LIMIT $4)
         LIMIT $4)
       SELECT w.product_id, w.slug, w.vintage, w.bottle_size,
              ts_headline('wine_search', w.name, q, $5) AS name,
              ts_headline('wine_search', w.producer, q, $5) AS producer,
              ts_headline('wine_search', w.region || ', ' || w.country, q, $5) AS place,
              ts_headline('wine_search', w.varietal, q, $5) AS varietal,
              ts_headline('wine_search', w.notes, q, $6) AS snippet
         FROM hits JOIN ${s}.wines w USING (product_id), query
        ORDER BY hits.tier, hits.rank DESC, hits.rating DESC, hits.name, w.product_id`,
      [websearch, prefix ? `${prefix}:*` : '', seesInvestment, limit, WHOLE, SNIPPET],
    );
    return rows.map((r) => ({
      productId: r.product_id,
      slug: r.slug,
      href: `/product/${r.slug}`,
      vintage: r.vintage,
      bottleSize: r.bottle_size,
      name: markedOf(r.name),
      producer: markedOf(r.producer),
      place: markedOf(r.place),
      varietal: markedOf(r.varietal),
      snippet: snippetOf(r.snippet),
    }));
  }

  /**
   * Published pieces, those whose title or tags match first (a piece named exactly as the words
   * searched for, the Malbec page for "malbek", before any), then those matching in the body only.
   * `phrase`: the words searched for.
   */
  private async articles(
    websearch: string,
    prefix: string | null,
    limit: number,
    phrase: string,
  ): Promise<ArticleHit[]> {
    const s = this.schema;
    const { rows } = await this.pool.query<{
      kind: PieceKind;
      id: string;
      slug: string;
      category: string | null;
      title: string;
      snippet: string;
    }>(
      `WITH query AS (SELECT ${TSQUERY} AS q),
       hits AS (
         (SELECT p.kind, p.id, 1 AS tier,
                 ts_rank(p.title_search, query.q) + CASE WHEN lower(public.unaccent(p.title)) = $6 THEN 1 ELSE 0 END AS rank
            FROM ${s}.pieces p, query
           WHERE p.published AND p.title_search @@ query.q
           ORDER BY rank DESC, p.title LIMIT $3)
         UNION ALL
         (SELECT p.kind, p.id, 2 AS tier, ts_rank_cd(p.search, query.q, 1) AS rank
            FROM ${s}.pieces p, query
           WHERE p.published AND p.search @@ query.q AND NOT (p.title_search @@ query.q)
           ORDER BY rank DESC, p.title LIMIT $3)
         LIMIT $3)
       SELECT p.kind, p.id, p.slug, p.category, ts_headline('wine_search', p.title, q, $4) AS title,
              ts_headline('wine_search', p.search_body, q, $5) AS snippet
         FROM hits JOIN ${s}.pieces p USING (kind, id), query
        ORDER BY hits.tier, hits.rank DESC, p.title`,
      [websearch, prefix ? `${prefix}:*` : '', limit, WHOLE, SNIPPET, phrase],
    );
    const labels: Record<PieceKind, (category: string | null) => string> = {
      post: (category) => `Journal · ${category}`,
      grape: () => 'Grape',
      region: () => 'Region',
      guide: () => 'Guide',
    };
    return rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      href: pieceHref(r.kind, r.id, r.slug),
      title: markedOf(r.title),
      label: labels[r.kind](r.category),
      snippet: snippetOf(r.snippet),
    }));
  }
}
