import type { ModeratedReview, ModerateReviewRequest } from '@wine/contracts/reviews/review-api';
import { handleCommand } from '@wine/platform/domain/handle-command';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { metadataFromContext } from '@wine/platform/event-store/metadata-from-context';
import { appReviewStreamId, wineReviewStreamId } from '../domain/review-streams.ts';
import type { ReviewReader } from '../read/review-reader.ts';
import { appReviewStream, wineReviewStream } from './review-streams.ts';

/**
 * A moderator approves a review or rejects it with a reason: a command on the review's own
 * stream, through its decider (the event says what the review counted before and after, so every
 * figure moves). The reviews read model says which stream the review id is on.
 */
export async function moderateReview(
  deps: { store: EventStore; reader: ReviewReader },
  reviewId: string,
  decision: ModerateReviewRequest,
  now: Date,
): Promise<ModeratedReview> {
  const target = await deps.reader.reviewTarget(reviewId);
  if (!target) throw new NotFoundError(`Review ${reviewId} not found`, { reviewId });
  const { customerId } = target;
  const reason = decision.status === 'rejected' ? decision.reason : null;
  const metadata = { now: now.toISOString() };
  const state =
    target.kind === 'wine' && target.masterWineId !== null
      ? (
          await handleCommand(
            deps.store,
            wineReviewStream,
            wineReviewStreamId(target.masterWineId, customerId),
            {
              type: 'ModerateWineReview',
              data: {
                masterWineId: target.masterWineId,
                customerId,
                reviewId,
                status: decision.status,
                reason,
              },
              metadata,
            },
            metadataFromContext(),
          )
        ).state
      : (
          await handleCommand(
            deps.store,
            appReviewStream,
            appReviewStreamId(customerId),
            {
              type: 'ModerateAppReview',
              data: { customerId, reviewId, status: decision.status, reason },
              metadata,
            },
            metadataFromContext(),
          )
        ).state;
  if (state.status !== 'written') throw new Error('a moderated review is written');
  return { id: reviewId, status: state.moderation, reason };
}
