import { averageOf, RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '@wine/contracts/reviews/rating-rank';
import { WineReviewEventEnvelope } from '@wine/contracts/reviews/review-events';
import type { PoolClient } from '@wine/platform/db/pool';
import type { StoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';

// A wine's rating and review count in the shop come from the reviews context's events: one row
// per review with the stars it counts for now (approved and not deleted), the newest word on
// each review winning by log position, so redelivery and order change nothing.
export const reviewRatingsSql = `
CREATE TABLE IF NOT EXISTS review_ratings (
  review_id uuid PRIMARY KEY,
  master_wine_id text NOT NULL,
  rating int NOT NULL,
  counted boolean NOT NULL,
  last_position bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS review_ratings_wine ON review_ratings (master_wine_id) WHERE counted;
-- Sorting by rating: the Bayesian average (contracts' reviews/rating-rank.ts), so one 5-star
-- review does not outrank 300 at 4.7.
ALTER TABLE wines ADD COLUMN IF NOT EXISTS rating_rank double precision GENERATED ALWAYS AS (
  ((doc->'masterWine'->>'rating')::double precision * (doc->'masterWine'->>'reviewCount')::double precision
    + ${RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT})
  / ((doc->'masterWine'->>'reviewCount')::double precision + ${RATING_PRIOR_WEIGHT})) STORED;
CREATE INDEX IF NOT EXISTS wines_rating_rank ON wines (rating_rank, name, product_id);
`;

const reviewEvents = streamEvents(WineReviewEventEnvelope);

export interface WineRating {
  rating: number;
  reviewCount: number;
}

/** Records the batch's review events; answers the master wines they touch. */
export async function recordReviews(client: PoolClient, events: StoredEvent[]): Promise<string[]> {
  const latest = new Map<
    string,
    { masterWineId: string; rating: number; counted: boolean; position: string }
  >();
  for (const stored of events) {
    const { reviewId, masterWineId, counted } = reviewEvents.read(stored).data;
    const seen = latest.get(reviewId);
    if (seen && BigInt(seen.position) > BigInt(stored.position)) continue;
    latest.set(reviewId, {
      masterWineId,
      rating: counted?.rating ?? 0,
      counted: counted !== null,
      position: stored.position,
    });
  }
  if (latest.size === 0) return [];
  const rows = [...latest.entries()];
  await client.query(
    `INSERT INTO review_ratings (review_id, master_wine_id, rating, counted, last_position)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::boolean[], $5::bigint[])
     ON CONFLICT (review_id) DO UPDATE
       SET rating = excluded.rating, counted = excluded.counted, last_position = excluded.last_position
       WHERE review_ratings.last_position < excluded.last_position`,
    [
      rows.map(([id]) => id),
      rows.map(([, r]) => r.masterWineId),
      rows.map(([, r]) => r.rating),
      rows.map(([, r]) => r.counted),
      rows.map(([, r]) => r.position),
    ],
  );
  return [...new Set(rows.map(([, r]) => r.masterWineId))];
}

/** Each master wine's average stars (2 decimals) and count of counted reviews; 0 and 0 with none. */
export async function ratingsOf(
  client: PoolClient,
  masterWineIds: string[],
): Promise<Map<string, WineRating>> {
  const ratings = new Map<string, WineRating>(masterWineIds.map((id) => [id, { rating: 0, reviewCount: 0 }]));
  if (masterWineIds.length === 0) return ratings;
  const { rows } = await client.query<{ master_wine_id: string; n: number; total: number }>(
    `SELECT master_wine_id, count(*)::int AS n, sum(rating)::int AS total FROM review_ratings
      WHERE counted AND master_wine_id = ANY($1) GROUP BY master_wine_id`,
    [masterWineIds],
  );
  for (const row of rows)
    ratings.set(row.master_wine_id, { rating: averageOf(row.total, row.n), reviewCount: row.n });
  return ratings;
}

/** Writes the master wines' ratings into every product of theirs the shop lists. */
export async function rateListedWines(client: PoolClient, ratings: Map<string, WineRating>): Promise<void> {
  if (ratings.size === 0) return;
  const entries = [...ratings.entries()];
  await client.query(
    `UPDATE wines SET doc = jsonb_set(jsonb_set(doc, '{masterWine,rating}', to_jsonb(u.rating)),
                                      '{masterWine,reviewCount}', to_jsonb(u.n))
       FROM unnest($1::text[], $2::double precision[], $3::int[]) AS u(master_wine_id, rating, n)
      WHERE wines.master_wine_id = u.master_wine_id`,
    [entries.map(([id]) => id), entries.map(([, r]) => r.rating), entries.map(([, r]) => r.reviewCount)],
  );
}
