import { randomUUID } from 'node:crypto';
import type { WineReviewEvent } from '@wine/contracts/reviews/review-events';
import type { EventStore } from '@wine/platform/event-store/event-store';

const meta = { correlationId: 'reviews-test', causationId: null, userId: null, region: 'GB' };

/**
 * Appends approved reviews as the reviews context would, `count` of them averaging `rating` (to
 * one decimal): a wine's rating in the shop is its reviews', never the catalog file's.
 */
export async function rateByReviews(store: EventStore, masterWineId: string, rating: number, count = 10) {
  const total = Math.round(rating * count);
  const base = Math.floor(total / count);
  for (let i = 0; i < count; i++) {
    const stars = i < total - base * count ? base + 1 : base;
    const customerId = randomUUID();
    const event: WineReviewEvent = {
      type: 'WineReviewSubmitted',
      data: {
        reviewId: randomUUID(),
        masterWineId,
        customerId,
        customerName: `Reviewer ${i + 1}`,
        rating: stars,
        tasteNotes: '',
        vintage: null,
        writtenForReward: false,
        status: 'approved',
        heldFor: null,
        submittedAt: '2025-03-01T10:00:00.000Z',
        counted: { rating: stars, vintage: null },
        countedBefore: null,
      },
    };
    await store.appendToStream(`reviews/wine/${masterWineId}~${customerId}`, 0, [event], meta);
  }
}

/** Reviews behind each master wine's rating in the rows (the first row of a master wine names it). */
export async function rateRowsByReviews(
  store: EventStore,
  rows: { masterWineId: string; rating?: unknown }[],
) {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.masterWineId) || typeof row.rating !== 'number' || row.rating === 0) continue;
    seen.add(row.masterWineId);
    await rateByReviews(store, row.masterWineId, row.rating);
  }
}
