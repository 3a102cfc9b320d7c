import type { ReviewStatus } from '@wine/contracts/reviews/review-fields';
import type { WineReviewContent } from './wine-review.ts';

interface Target {
  masterWineId: string;
  customerId: string;
}

/**
 * The author submits their review (or writes it again). `reviewId` names it if it is new.
 * `approved: false` asks for moderation first; `heldFor` is why the abuse rule holds it (null: not held).
 */
export interface SubmitWineReview {
  type: 'SubmitWineReview';
  data: Target & WineReviewContent & { reviewId: string; approved: boolean; heldFor: string | null };
  metadata: { now: string };
}

export interface DeleteWineReview {
  type: 'DeleteWineReview';
  data: Target;
  metadata: { now: string };
}

/** A moderator's decision; a rejection says why (recorded on the event and in the reviews read model). */
export interface ModerateWineReview {
  type: 'ModerateWineReview';
  data: Target & { reviewId: string; status: ReviewStatus; reason: string | null };
  metadata: { now: string };
}

export type WineReviewCommand = SubmitWineReview | DeleteWineReview | ModerateWineReview;
