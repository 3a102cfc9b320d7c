/**
 * Sorting by rating uses a Bayesian average: every wine starts with RATING_PRIOR_WEIGHT imagined
 * reviews at RATING_PRIOR_MEAN stars, so one 5-star review (3.64) does not outrank 300 reviews at
 * 4.7 (4.66), and a wine nobody has reviewed sits at the prior. docs/reviews.md explains the choice.
 */
export const RATING_PRIOR_MEAN = 3.5;
export const RATING_PRIOR_WEIGHT = 10;

export function bayesianRating(average: number, count: number): number {
  return (RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT + average * count) / (RATING_PRIOR_WEIGHT + count);
}

/** Mean stars to 2 decimals (0 with no reviews): what every summary and the shop show. */
export function averageOf(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}
