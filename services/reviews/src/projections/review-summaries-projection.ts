import { APP_REVIEW_EVENT_TYPES, WINE_REVIEW_EVENT_TYPES } from '@wine/contracts/reviews/review-events';
import type { RedisOp, RedisProjection } from '@wine/platform/projections/projection';
import { appReviewStream, wineReviewStream } from '../app/review-streams.ts';
import { ALL_VINTAGES, APP_SUMMARY_KEY, starField, vintageLabel, wineSummaryKey } from './summary-keys.ts';

export const REVIEW_SUMMARIES_PROJECTION = 'review-summaries';

type Counted = { rating: number; vintage: number | null } | null;

/** What the review counted before taken off, what it counts now put on: one field per scope. */
function wineOps(masterWineId: string, before: Counted, after: Counted): RedisOp[] {
  const key = wineSummaryKey(masterWineId);
  const ops: RedisOp[] = [];
  for (const [counted, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (counted === null) continue;
    ops.push(['HINCRBY', key, starField(ALL_VINTAGES, counted.rating), sign]);
    ops.push(['HINCRBY', key, starField(vintageLabel(counted.vintage), counted.rating), sign]);
  }
  return ops;
}

/**
 * The review summaries in Redis: the app's, each wine's and each vintage's count of reviews per star. Every review event says what the review counted before and after it, so each
 * moves the figures by the difference (an edit, a deletion, a moderation included) without
 * reading anything; the projector applies each event once per source, atomically with its
 * checkpoint, so the increments neither double nor go missing.
 */
export const reviewSummariesProjection: RedisProjection = {
  kind: 'redis',
  name: REVIEW_SUMMARIES_PROJECTION,
  contexts: ['reviews'],
  handles: [...WINE_REVIEW_EVENT_TYPES, ...APP_REVIEW_EVENT_TYPES],
  apply(stored) {
    if (stored.streamId.startsWith('reviews/app/')) {
      const { counted, countedBefore } = appReviewStream.events.read(stored).data;
      const ops: RedisOp[] = [];
      if (countedBefore) ops.push(['HINCRBY', APP_SUMMARY_KEY, String(countedBefore.rating), -1]);
      if (counted) ops.push(['HINCRBY', APP_SUMMARY_KEY, String(counted.rating), 1]);
      return ops;
    }
    const { masterWineId, counted, countedBefore } = wineReviewStream.events.read(stored).data;
    return wineOps(masterWineId, countedBefore, counted);
  },
};
