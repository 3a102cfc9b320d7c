import type { ReviewStatus } from '@wine/contracts/reviews/review-fields';
import type { AppReviewContent } from './app-review.ts';

export interface WriteAppReview {
  type: 'WriteAppReview';
  data: AppReviewContent & { customerId: string; reviewId: string; heldFor: string | null };
  metadata: { now: string };
}

export interface ModerateAppReview {
  type: 'ModerateAppReview';
  data: { customerId: string; reviewId: string; status: ReviewStatus; reason: string | null };
  metadata: { now: string };
}

/** The review goes (its author's account was erased); deleting none changes nothing. */
export interface DeleteAppReview {
  type: 'DeleteAppReview';
  data: { customerId: string };
  metadata: { now: string };
}

export type AppReviewCommand = WriteAppReview | ModerateAppReview | DeleteAppReview;
