import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import type { Pool } from '@wine/platform/db/pool';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import { appReviewStream, wineReviewStream } from '../app/review-streams.ts';
import { wineReviewStreamsOf } from '../app/review-streams-of.ts';
import { appReviewStreamId } from '../domain/review-streams.ts';

const identityEvents = streamEvents(IdentityEventEnvelope);

/** Identity erased the person's data (at `erasedAt`): their reviews go. */
interface ErasedAuthor {
  customerId: string;
  erasedAt: string;
}

/**
 * When identity erases an account (requestDataDeletion), every review its person wrote is
 * deleted through its own decider (WineReviewDeleted, AppReviewDeleted): it leaves every figure
 * and list, as an author's own deletion does (docs/reviews.md, "Erasure"). Its streams are the
 * log's, looked up again under the lock, so a review written a moment before is not missed.
 */
export function removeErasedReviews(deps: { pool: Pool }) {
  return eventToCommand({
    name: 'reviews-remove-on-account-erased',
    context: 'reviews',
    contexts: ['identity'],
    events: identityEvents,
    handles: ['PersonalDataErased'],
    command: (erased, event): ErasedAuthor => ({
      customerId: erased.data.userId,
      erasedAt: event.occurredAt,
    }),
    async streams({ customerId }) {
      const wines = await wineReviewStreamsOf(deps.pool, customerId);
      return [
        [wineReviewStream, wines.map((w) => w.streamId)],
        [appReviewStream, [appReviewStreamId(customerId)]],
      ];
    },
    async handle({ customerId, erasedAt: now }, tx, metadata) {
      for (const { streamId, masterWineId } of await wineReviewStreamsOf(tx.client, customerId)) {
        const remove = {
          type: 'DeleteWineReview' as const,
          data: { masterWineId, customerId },
          metadata: { now },
        };
        await tx.decide(wineReviewStream, streamId, remove, metadata);
      }
      const remove = { type: 'DeleteAppReview' as const, data: { customerId }, metadata: { now } };
      await tx.decide(appReviewStream, appReviewStreamId(customerId), remove, metadata);
    },
  });
}
