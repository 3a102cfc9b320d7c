import type { WineReviewCounted, WineReviewEvent } from '@wine/contracts/reviews/review-events';
import type { ReviewStatus } from '@wine/contracts/reviews/review-fields';
import type { Decider } from '@wine/platform/domain/decider';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { assertRating, moderationReason, statusOnWriting } from './review-rules.ts';
import type { WineReview, WineReviewContent } from './wine-review.ts';
import type { SubmitWineReview, WineReviewCommand } from './wine-review-commands.ts';

/** What the review adds to the figures: only an approved review counts. */
const countedOf = (review: WineReview): WineReviewCounted =>
  review.status === 'written' && review.moderation === 'approved'
    ? { rating: review.content.rating, vintage: review.content.vintage }
    : null;

const sameContent = (a: WineReviewContent, b: WineReviewContent) =>
  a.customerName === b.customerName &&
  a.rating === b.rating &&
  a.tasteNotes === b.tasteNotes &&
  a.vintage === b.vintage &&
  a.writtenForReward === b.writtenForReward;

function submit(command: SubmitWineReview, state: WineReview): WineReviewEvent[] {
  const { masterWineId, customerId, approved, heldFor, reviewId, ...content } = command.data;
  assertRating(content.rating);
  const now = command.metadata.now;
  const countedBefore = countedOf(state);
  const before = state.status === 'written' ? state : null;
  // The same words again (a retry, a double tap) change nothing.
  if (before && sameContent(before.content, content)) return [];
  const status: ReviewStatus = statusOnWriting(before?.moderation ?? null, { approved, heldFor });
  const counted = status === 'approved' ? { rating: content.rating, vintage: content.vintage } : null;
  const written = {
    reviewId: before?.reviewId ?? reviewId,
    masterWineId,
    customerId,
    ...content,
    status,
    heldFor,
    submittedAt: before?.submittedAt ?? now,
    counted,
    countedBefore,
  };
  return before
    ? [{ type: 'WineReviewEdited', data: { ...written, editedAt: now } }]
    : [{ type: 'WineReviewSubmitted', data: written }];
}

/**
 * One review per customer per wine: submitting again edits it, and only the latest counts.
 * Deleting is the author's (the stream is theirs); deleting nothing, or moderating to the
 * status it has, changes nothing. A deleted review may be written anew, as a new review.
 */
function decide(command: WineReviewCommand, state: WineReview): WineReviewEvent[] {
  const { masterWineId, customerId } = command.data;
  switch (command.type) {
    case 'SubmitWineReview':
      return submit(command, state);
    case 'DeleteWineReview':
      if (state.status === 'none') return [];
      return [
        {
          type: 'WineReviewDeleted',
          data: {
            reviewId: state.reviewId,
            masterWineId,
            customerId,
            deletedAt: command.metadata.now,
            counted: null,
            countedBefore: countedOf(state),
          },
        },
      ];
    case 'ModerateWineReview': {
      // The moderator saw one review: a deletion and a new one since leave nothing of it to moderate.
      if (state.status === 'none' || state.reviewId !== command.data.reviewId)
        throw new NotFoundError('No such review', { reviewId: command.data.reviewId });
      const reason = moderationReason(command.data.status, command.data.reason);
      if (state.moderation === command.data.status) return [];
      const after: WineReview = { ...state, moderation: command.data.status };
      return [
        {
          type: 'WineReviewModerated',
          data: {
            reviewId: state.reviewId,
            masterWineId,
            customerId,
            status: command.data.status,
            reason,
            moderatedAt: command.metadata.now,
            counted: countedOf(after),
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

function evolve(state: WineReview, event: WineReviewEvent): WineReview {
  switch (event.type) {
    case 'WineReviewSubmitted':
    case 'WineReviewEdited': {
      const { reviewId, customerName, rating, tasteNotes, vintage, writtenForReward, status } = event.data;
      return {
        status: 'written',
        reviewId,
        content: { customerName, rating, tasteNotes, vintage, writtenForReward },
        moderation: status,
        submittedAt: event.data.submittedAt,
        updatedAt: event.type === 'WineReviewEdited' ? event.data.editedAt : event.data.submittedAt,
      };
    }
    case 'WineReviewDeleted':
      return { status: 'none' };
    case 'WineReviewModerated':
      return state.status === 'written' ? { ...state, moderation: event.data.status } : state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const wineReviewDecider: Decider<WineReviewCommand, WineReview, WineReviewEvent> = {
  initialState: { status: 'none' },
  decide,
  evolve,
};
