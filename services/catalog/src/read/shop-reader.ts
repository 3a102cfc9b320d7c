import type { MasterWineSummary } from '@wine/contracts/catalog/master-wine';
import { MASTER_WINE_SEARCH_LIMIT } from '@wine/contracts/catalog/master-wine';
import type { ShopListingQuery } from '@wine/contracts/catalog/shop-listing';
import type { ShopSearchQuery, ShopSortBy } from '@wine/contracts/catalog/shop-search';
import { FEATURED_MIN_RATING } from '@wine/contracts/catalog/wine';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { SHOP_PROJECTION } from '../projections/shop/shop-projection.ts';
import type { WineRecord } from '../projections/shop/wine-record.ts';
import { labelUrl } from './wine-dto.ts';

export interface RecordPage {
  records: WineRecord[];
  total: number;
}

/**
 * Whether a query's answer may hold investment wines: only a signed-in viewer's may (spec
 * sections 2 and 6); a guest's or a token-less caller's never does.
 */
export type InvestmentShown = boolean;

const NOT_INVESTMENT = "category IS DISTINCT FROM 'investment'";
const seen = (where: string, investmentShown: InvestmentShown) =>
  investmentShown ? where : `(${where}) AND ${NOT_INVESTMENT}`;

const sortColumns: Record<ShopSortBy, string> = {
  name: 'name',
  price: 'public_price_pence',
  // The Bayesian average (docs/reviews.md), so a single 5-star review does not lead.
  rating: 'rating_rank',
  vintage: 'vintage',
};

// LIKE treats % and _ as wildcards; a customer typing them means the characters.
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Queries on the shop read model. Names the live schema on every query, so a replay's swap is seen at once. */
export class ShopReader {
  private readonly wines: string;

  constructor(private readonly pool: Pool) {
    this.wines = `${quoteIdent(pgSchemaOf(SHOP_PROJECTION))}.wines`;
  }

  search(q: ShopSearchQuery, investmentShown: InvestmentShown): Promise<RecordPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (q.region !== undefined) where.push(`region_key = lower(${param(q.region)})`);
    if (q.country !== undefined) where.push(`country_key = lower(${param(q.country)})`);
    if (q.varietal !== undefined) where.push(`varietal_key = lower(${param(q.varietal)})`);
    if (q.wineType !== undefined) where.push(`wine_type = ${param(q.wineType)}`);
    if (q.category !== undefined) where.push(`category = ${param(q.category)}`);
    if (q.priceMin !== undefined) where.push(`public_price_pence >= ${param(q.priceMin)}`);
    if (q.priceMax !== undefined) where.push(`public_price_pence <= ${param(q.priceMax)}`);
    if (q.inStock !== undefined) where.push(q.inStock ? 'stock_level > 0' : 'stock_level = 0');
    const direction = q.sortOrder === 'ascending' ? 'ASC' : 'DESC';
    const order =
      q.sortBy === 'name'
        ? `name ${direction}, product_id ${direction}`
        : `${sortColumns[q.sortBy]} ${direction} NULLS LAST, name ASC, product_id ASC`;
    return this.page(seen(where.join(' AND ') || 'true', investmentShown), order, params, q);
  }

  /** Newest listing first. */
  listing(q: ShopListingQuery, investmentShown: InvestmentShown): Promise<RecordPage> {
    const where = seen('collection_type = ANY($1)', investmentShown);
    return this.page(where, 'listed_at DESC, product_id ASC', [q.collectionTypes], q);
  }

  async byId(productId: string): Promise<WineRecord | undefined> {
    return this.one('product_id = $1', [productId]);
  }

  async bySlug(slug: string): Promise<WineRecord | undefined> {
    return this.one('slug = $1', [slug]);
  }

  /** In the order asked for; ids the shop does not know are left out. */
  async byIds(productIds: string[]): Promise<WineRecord[]> {
    if (productIds.length === 0) return [];
    const records = await this.many('product_id = ANY($1)', 'product_id', [productIds]);
    const byId = new Map(records.map((r) => [r.productId, r]));
    return productIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** Newest vintage first, non-vintage last. */
  byMasterWine(masterWineId: string): Promise<WineRecord[]> {
    return this.many('master_wine_id = $1', 'vintage DESC NULLS LAST, product_id', [masterWineId]);
  }

  /** In stock and rated at least 4.5 by its reviews (spec section 9), best first by the Bayesian average. */
  featured(limit: number, investmentShown: InvestmentShown): Promise<WineRecord[]> {
    return this.many(
      seen('rating >= $1 AND stock_level > 0', investmentShown),
      'rating_rank DESC, review_count DESC, product_id',
      [FEATURED_MIN_RATING, limit],
      '$2',
    );
  }

  /** Master wines whose name, producer, varietal, region or country contain every word. */
  async searchMasterWines(q: string, investmentShown: InvestmentShown): Promise<MasterWineSummary[]> {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean).map(likeWord);
    const { rows } = await this.pool.query<{ doc: WineRecord }>(
      `SELECT doc FROM (
         SELECT DISTINCT ON (master_wine_id) doc, rating_rank, name FROM ${this.wines}
          WHERE ${seen('search_text LIKE ALL ($1)', investmentShown)}
          ORDER BY master_wine_id, doc->>'updatedAt' DESC
       ) m ORDER BY rating_rank DESC, name LIMIT $2`,
      [words, MASTER_WINE_SEARCH_LIMIT],
    );
    return rows.map(({ doc }) => ({
      id: doc.masterWineId,
      name: doc.masterWine.name,
      producer: doc.masterWine.producer,
      varietal: doc.masterWine.varietal,
      region: doc.masterWine.region,
      country: doc.masterWine.country,
      wineType: doc.masterWine.wineType,
      rating: doc.masterWine.rating,
      reviewCount: doc.masterWine.reviewCount,
      thumbnail: labelUrl(doc.slug),
    }));
  }

  /**
   * One statement: the page's rows in order, each carrying the total (an uncorrelated
   * subquery, run once). Only a page past the end needs a second query for the total.
   */
  private async page(
    where: string,
    order: string,
    params: unknown[],
    { offset, limit }: { offset: number; limit: number },
  ): Promise<RecordPage> {
    const n = params.length;
    const { rows } = await this.pool.query<{ doc: WineRecord; total: string }>(
      `SELECT doc, (SELECT count(*) FROM ${this.wines} WHERE ${where}) AS total
         FROM ${this.wines} WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, offset],
    );
    if (rows.length > 0) return { records: rows.map((r) => r.doc), total: Number(rows[0]?.total) };
    const count = await this.pool.query<{ total: string }>(
      `SELECT count(*) AS total FROM ${this.wines} WHERE ${where}`,
      params,
    );
    return { records: [], total: Number(count.rows[0]?.total ?? 0) };
  }

  private async one(where: string, params: unknown[]): Promise<WineRecord | undefined> {
    const { rows } = await this.pool.query<{ doc: WineRecord }>(
      `SELECT doc FROM ${this.wines} WHERE ${where}`,
      params,
    );
    return rows[0]?.doc;
  }

  private async many(where: string, order: string, params: unknown[], limit?: string): Promise<WineRecord[]> {
    const { rows } = await this.pool.query<{ doc: WineRecord }>(
      `SELECT doc FROM ${this.wines} WHERE ${where} ORDER BY ${order}${limit ? ` LIMIT ${limit}` : ''}`,
      params,
    );
    return rows.map((r) => r.doc);
  }
}
