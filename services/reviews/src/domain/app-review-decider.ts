import type { AppReviewCounted, AppReviewEvent } from '@wine/contracts/reviews/review-events';
import type { Decider } from '@wine/platform/domain/decider';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { AppReview, AppReviewContent } from './app-review.ts';
import type { AppReviewCommand } from './app-review-commands.ts';
import { assertRating, moderationReason, statusOnWriting } from './review-rules.ts';

const countedOf = (review: AppReview): AppReviewCounted =>
  review.status === 'written' && review.moderation === 'approved' ? { rating: review.content.rating } : null;

const sameContent = (a: AppReviewContent, b: AppReviewContent) =>
  a.customerName === b.customerName &&
  a.rating === b.rating &&
  a.review === b.review &&
  a.original === b.original;

/** One app review per customer: writing again replaces it; the same words again change nothing. */
function decide(command: AppReviewCommand, state: AppReview): AppReviewEvent[] {
  const now = command.metadata.now;
  switch (command.type) {
    case 'WriteAppReview': {
      const { customerId, reviewId, heldFor, ...content } = command.data;
      assertRating(content.rating);
      const before = state.status === 'written' ? state : null;
      if (before && sameContent(before.content, content)) return [];
      const status = statusOnWriting(before?.moderation ?? null, { approved: true, heldFor });
      return [
        {
          type: 'AppReviewWritten',
          data: {
            reviewId: before?.reviewId ?? reviewId,
            customerId,
            ...content,
            status,
            heldFor,
            submittedAt: before?.submittedAt ?? now,
            writtenAt: now,
            counted: status === 'approved' ? { rating: content.rating } : null,
            countedBefore: countedOf(state),
          },
        },
      ];
    }
    case 'ModerateAppReview': {
      const { customerId, reviewId, status } = command.data;
      if (state.status === 'none' || state.reviewId !== reviewId)
        throw new NotFoundError('No such review', { reviewId });
      const reason = moderationReason(status, command.data.reason);
      if (state.moderation === status) return [];
      return [
        {
          type: 'AppReviewModerated',
          data: {
            reviewId: state.reviewId,
            customerId,
            status,
            reason,
            moderatedAt: now,
            counted: countedOf({ ...state, moderation: status }),
            countedBefore: countedOf(state),
          },
        },
      ];
    }
    case 'DeleteAppReview': {
      if (state.status === 'none') return [];
      const { customerId } = command.data;
      return [
        {
          type: 'AppReviewDeleted',
          data: {
            reviewId: state.reviewId,
            customerId,
            deletedAt: now,
            counted: null,
            countedBefore: countedOf(state),
          },
        },
      ];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function evolve(state: AppReview, event: AppReviewEvent): AppReview {
  switch (event.type) {
    case 'AppReviewWritten': {
      const { reviewId, customerName, rating, review, original, status, submittedAt, writtenAt } = event.data;
      return {
        status: 'written',
        reviewId,
        content: { customerName, rating, review, original },
        moderation: status,
        submittedAt,
        updatedAt: writtenAt,
      };
    }
    case 'AppReviewModerated':
      return state.status === 'written' ? { ...state, moderation: event.data.status } : state;
    case 'AppReviewDeleted':
      return { status: 'none' };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const appReviewDecider: Decider<AppReviewCommand, AppReview, AppReviewEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
