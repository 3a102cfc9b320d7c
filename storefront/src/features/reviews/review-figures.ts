import { type RatingColour, ratingColour, reviewPercent } from '@wine/contracts/rating';
import type { RatingCounts } from '@wine/contracts/reviews/review-api';

export interface DistributionBar {
  stars: number;
  count: number;
  /** Whole-number share of the reviews (spec section 9). */
  percent: number;
  colour: RatingColour;
}

/** One bar per star, 5 down to 1, each with its whole-number share and the spec's colour. */
export function distributionBars(counts: RatingCounts, total: number): DistributionBar[] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = counts.find((c) => c.rating === stars)?.count ?? 0;
    return { stars, count, percent: reviewPercent(count, total), colour: ratingColour(stars) };
  });
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
