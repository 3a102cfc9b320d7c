import { z } from 'zod';

/** A review rating: a whole number of stars from 1 to 5. */
export const Rating = z.int().min(1).max(5);
export type Rating = z.infer<typeof Rating>;

export const isValidRating = (value: unknown): value is Rating => Rating.safeParse(value).success;

export const RatingColour = z.enum(['green', 'amber', 'yellow', 'orange', 'red']);
export type RatingColour = z.infer<typeof RatingColour>;

/** Spec section 9: 4.5+ green, 4+ amber, 3+ yellow, 2+ orange, else red. */
export function ratingColour(rating: number): RatingColour {
  if (rating >= 4.5) return 'green';
  if (rating >= 4) return 'amber';
  if (rating >= 3) return 'yellow';
  if (rating >= 2) return 'orange';
  return 'red';
}

/** Share of reviews as a whole percent (rounded); 0 when there are none. */
export function reviewPercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return Math.round((count * 100) / total);
}
