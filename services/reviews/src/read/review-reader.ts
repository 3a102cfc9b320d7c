import type {
  AnyReview,
  AppReview,
  AppReviewListQuery,
  HeldReview,
  ModerationQueueQuery,
  ReviewListQuery,
  WineReview,
  WineReviewListQuery,
} from '@wine/contracts/reviews/review-api';
import type { ReviewStatus } from '@wine/contracts/reviews/review-fields';
import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { REVIEWS_PROJECTION } from '../projections/reviews-projection.ts';

interface Row {
  review_id: string;
  kind: 'wine' | 'app';
  master_wine_id: string | null;
  customer_id: string;
  customer_name: string;
  rating: number;
  body: string;
  vintage: number | null;
  written_for_reward: boolean;
  original: boolean;
  status: ReviewStatus;
  created_at: Date;
  updated_at: Date;
  held_for: string | null;
  moderation_reason: string | null;
  verified_buyer: boolean;
  total: string;
}

/** Which stream a review is on: its kind, wine and author. */
export interface ReviewTarget {
  kind: 'wine' | 'app';
  masterWineId: string | null;
  customerId: string;
}

export interface Page<T> {
  reviews: T[];
  total: number;
}

/** `authorId`: the caller, who alone reads why their own review was rejected. */
function toReview(row: Row, authorId?: string): AnyReview {
  const reason =
    row.status === 'rejected' && authorId !== undefined && row.customer_id === authorId
      ? row.moderation_reason
      : null;
  const common = {
    id: row.review_id,
    rating: row.rating,
    customerId: row.customer_id,
    customerName: row.customer_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    approved: row.status === 'approved',
    status: row.status,
    ...(reason ? { moderationReason: reason } : {}),
  };
  return row.kind === 'app'
    ? { ...common, kind: 'app', review: row.body, original: row.original }
    : {
        ...common,
        kind: 'wine',
        masterWineId: row.master_wine_id ?? '',
        vintage: row.vintage,
        tasteNotes: row.body,
        verifiedBuyer: row.verified_buyer,
        writtenForReward: row.written_for_reward,
      };
}

/** Reads the reviews read model (Postgres), naming its live schema on every query. */
export class ReviewReader {
  private readonly schema: string;

  constructor(private readonly pool: Pool) {
    this.schema = quoteIdent(pgSchemaOf(REVIEWS_PROJECTION));
  }

  /**
   * A wine's reviews, newest first; `showAll` adds the caller's own unapproved ones, nobody
   * else's, with the moderator's reason on a rejected one.
   */
  async wineReviews(
    masterWineId: string,
    q: WineReviewListQuery,
    callerId?: string,
  ): Promise<Page<WineReview>> {
    const own = q.showAll ? callerId : undefined;
    const page = await this.page(
      (param) => {
        const wine = `r.kind = 'wine' AND r.master_wine_id = ${param(masterWineId)}`;
        return own
          ? `${wine} AND (r.status = 'approved' OR r.customer_id = ${param(own)})`
          : `${wine} AND r.status = 'approved'`;
      },
      q,
      { item: (row) => toReview(row, own) },
    );
    return page as Page<WineReview>;
  }

  async appReviews(q: AppReviewListQuery): Promise<Page<AppReview>> {
    return (await this.page(() => `r.kind = 'app' AND r.status = 'approved'`, q)) as Page<AppReview>;
  }

  /** App and wine reviews together (GET /api/reviews). */
  allReviews(q: ReviewListQuery): Promise<Page<AnyReview>> {
    return this.page(() => `r.status = 'approved'`, q);
  }

  /** Reviews waiting for a moderator, the longest waiting first. */
  async moderationQueue(q: ModerationQueueQuery): Promise<Page<HeldReview>> {
    return this.page(() => `r.status = 'pending'`, q, {
      order: 'r.updated_at, r.review_id',
      item: (row): HeldReview => ({ review: toReview(row), heldFor: row.held_for }),
    });
  }

  /** The review's stream, while it is not deleted. */
  async reviewTarget(reviewId: string): Promise<ReviewTarget | undefined> {
    const { rows } = await this.pool.query<{
      kind: 'wine' | 'app';
      master_wine_id: string | null;
      customer_id: string;
    }>(
      `SELECT kind, master_wine_id, customer_id FROM ${this.schema}.reviews WHERE review_id = $1 AND NOT deleted`,
      [reviewId],
    );
    const row = rows[0];
    return row && { kind: row.kind, masterWineId: row.master_wine_id, customerId: row.customer_id };
  }

  /** Whether identity's staff roles make the person a review moderator. */
  async isModerator(userId: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM ${this.schema}.moderators WHERE user_id = $1 AND moderator`,
      [userId],
    );
    return rows.length > 0;
  }

  /** The vintages the catalog lists of a master wine (null: non-vintage), or undefined for a wine it does not list. */
  async vintagesOf(masterWineId: string): Promise<(number | null)[] | undefined> {
    const { rows } = await this.pool.query<{ vintage: number | null }>(
      `SELECT DISTINCT vintage FROM ${this.schema}.wines WHERE master_wine_id = $1`,
      [masterWineId],
    );
    return rows.length === 0 ? undefined : rows.map((r) => r.vintage);
  }

  /** Whether the customer paid for an order holding any product of the master wine. */
  async boughtWine(customerId: string, masterWineId: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM ${this.schema}.order_lines ol
         JOIN ${this.schema}.paid_orders USING (order_id)
         JOIN ${this.schema}.wines w USING (product_id)
        WHERE ol.user_id = $1 AND w.master_wine_id = $2 LIMIT 1`,
      [customerId, masterWineId],
    );
    return rows.length > 0;
  }

  /** How many reviews the customer wrote or edited since `since`. */
  async writtenSince(customerId: string, since: Date): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.schema}.reviews WHERE customer_id = $1 AND updated_at > $2`,
      [customerId, since],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Whether another customer's live review, written since `since`, has these words. */
  async sameWordsElsewhere(textKey: string, customerId: string, since: Date): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM ${this.schema}.reviews
        WHERE text_key = $1 AND customer_id <> $2 AND NOT deleted AND status <> 'rejected' AND updated_at > $3
        LIMIT 1`,
      [textKey, customerId, since],
    );
    return rows.length > 0;
  }

  /** One page of the reviews in `scope`, newest first unless `order` says otherwise. */
  private async page<T = AnyReview>(
    scope: (param: (value: unknown) => string) => string,
    q: ReviewListQuery,
    { order = 'r.created_at DESC, r.review_id', item = (row: Row) => toReview(row) as T } = {},
  ): Promise<Page<T>> {
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const filters = [scope(param), 'NOT r.deleted'];
    if (q.minRating !== undefined) filters.push(`r.rating >= ${param(q.minRating)}`);
    if (q.ratings !== undefined) filters.push(`r.rating = ANY(${param(q.ratings)}::int[])`);
    const where = filters.join(' AND ');
    const filterParams = [...params];
    const { rows } = await this.pool.query<Row>(
      `SELECT r.*, count(*) OVER () AS total,
              (r.kind = 'wine' AND EXISTS (
                 SELECT 1 FROM ${this.schema}.order_lines ol
                   JOIN ${this.schema}.paid_orders USING (order_id)
                   JOIN ${this.schema}.wines w USING (product_id)
                  WHERE ol.user_id = r.customer_id AND w.master_wine_id = r.master_wine_id)) AS verified_buyer
         FROM ${this.schema}.reviews r
        WHERE ${where}
        ORDER BY ${order}
        LIMIT ${param(q.limit)} OFFSET ${param(q.offset)}`,
      params,
    );
    if (rows.length > 0) return { reviews: rows.map(item), total: Number(rows[0]?.total) };
    // A page past the end still says how many there are.
    const count = await this.pool.query<{ total: string }>(
      `SELECT count(*) AS total FROM ${this.schema}.reviews r WHERE ${where}`,
      filterParams,
    );
    return { reviews: [], total: Number(count.rows[0]?.total ?? 0) };
  }
}
