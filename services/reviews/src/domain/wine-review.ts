import type { ReviewStatus } from '@wine/contracts/reviews/review-fields';

/** What one customer wrote about one wine, as the author last wrote it. */
export interface WineReviewContent {
  customerName: string;
  rating: number;
  tasteNotes: string;
  vintage: number | null;
  writtenForReward: boolean;
}

/** One customer's review of one wine: never written (or deleted, so it may be written anew), or written. */
export type WineReview =
  | { status: 'none' }
  | {
      status: 'written';
      reviewId: string;
      content: WineReviewContent;
      moderation: ReviewStatus;
      submittedAt: string;
      /** When the author last wrote it. */
      updatedAt: string;
    };
