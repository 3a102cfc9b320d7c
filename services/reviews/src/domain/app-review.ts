import type { ReviewStatus } from '@wine/contracts/reviews/review-fields';

export interface AppReviewContent {
  customerName: string;
  rating: number;
  review: string;
  original: boolean;
}

/** A customer's review of the app: one per customer, written again to change it. */
export type AppReview =
  | { status: 'none' }
  | {
      status: 'written';
      reviewId: string;
      content: AppReviewContent;
      moderation: ReviewStatus;
      submittedAt: string;
      updatedAt: string;
    };
