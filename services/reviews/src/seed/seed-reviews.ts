import { WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Pool } from '@wine/platform/db/pool';
import { onStreams } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { EVENT_COLUMNS, type EventRow, toStoredEvent } from '@wine/platform/event-store/stored-event';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { appReviewStream, wineReviewStream } from '../app/review-streams.ts';
import { appReviewStreamId, wineReviewStreamId } from '../domain/review-streams.ts';
import { type SeedWine, seedAppReviews, seedWineReviews } from './seed-plan.ts';

const catalogEvents = streamEvents(WineEventEnvelope);
/** Reviews decided per transaction. */
const BATCH = 500;

/** The wines the catalog listed, from its WineListed events (the first listing of a wine names its figures). */
async function listedWines(pool: Pool): Promise<SeedWine[]> {
  const { rows } = await pool.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE type = 'WineListed' ORDER BY position`,
  );
  const wines = new Map<string, SeedWine>();
  for (const row of rows) {
    const event = catalogEvents.read(toStoredEvent(row));
    if (event.type !== 'WineListed') continue;
    const { masterWineId, masterWine, product } = event.data;
    const wine = wines.get(masterWineId) ?? {
      masterWineId,
      rating: masterWine.rating,
      reviewCount: masterWine.reviewCount,
      tastingNotes: masterWine.tastingNotes.flatMap((note) => note.notes),
      vintages: [],
    };
    if (!wine.vintages.includes(product.vintage)) wine.vintages.push(product.vintage);
    wines.set(masterWineId, wine);
  }
  return [...wines.values()];
}

export interface SeedOutcome {
  wines: number;
  wineReviews: number;
  appReviews: number;
}

/**
 * Writes the seed's reviews through the reviews' own command path, each at its own date: for
 * every wine the catalog lists, reviews averaging the rating its file claims, and a few app
 * reviews, by the seeded customers identity's seed signs up (contracts' seed-reviewers). Idempotent:
 * a review already there with the same words decides nothing.
 */
export async function seedReviews(
  pool: Pool,
  store: EventStore,
  metadata: EventMetadata,
): Promise<SeedOutcome> {
  const wines = await listedWines(pool);
  const reviews = wines.flatMap(seedWineReviews);
  for (let i = 0; i < reviews.length; i += BATCH) {
    const decisions = reviews.slice(i, i + BATCH).flatMap(({ submittedAt, formerCustomerId, ...review }) => {
      const { masterWineId } = review;
      return [
        {
          streamId: wineReviewStreamId(masterWineId, review.customerId),
          command: {
            type: 'SubmitWineReview' as const,
            data: { ...review, approved: true, heldFor: null },
            metadata: { now: submittedAt },
          },
        },
        // The seed before reviewers had accounts wrote this review as no one: it goes.
        {
          streamId: wineReviewStreamId(masterWineId, formerCustomerId),
          command: {
            type: 'DeleteWineReview' as const,
            data: { masterWineId, customerId: formerCustomerId },
            metadata: { now: submittedAt },
          },
        },
      ];
    });
    const ids = decisions.map((d) => d.streamId);
    await onStreams(store, ids, (tx) => tx.decideEach(wineReviewStream, decisions, metadata));
  }
  const appReviews = seedAppReviews();
  const appDecisions = appReviews.flatMap(({ submittedAt, formerCustomerId, ...review }) => [
    {
      streamId: appReviewStreamId(review.customerId),
      command: {
        type: 'WriteAppReview' as const,
        data: { ...review, original: true, heldFor: null },
        metadata: { now: submittedAt },
      },
    },
    {
      streamId: appReviewStreamId(formerCustomerId),
      command: {
        type: 'DeleteAppReview' as const,
        data: { customerId: formerCustomerId },
        metadata: { now: submittedAt },
      },
    },
  ]);
  await onStreams(
    store,
    appDecisions.map((d) => d.streamId),
    (tx) => tx.decideEach(appReviewStream, appDecisions, metadata),
  );
  return { wines: wines.length, wineReviews: reviews.length, appReviews: appReviews.length };
}
