import { APP_REVIEW_EVENT_TYPES, WINE_REVIEW_EVENT_TYPES } from '@wine/contracts/reviews/review-events';
import type { RedisOp, RedisProjection } from '@wine/platform/projections/projection';
import { appReviewStream, wineReviewStream } from '../app/review-streams.ts';
import {
  APP_SUMMARY_KEY,
  vintageLabel,
  vintageSummaryKey,
  wineSummaryKey,
  wineVintagesKey,
} from './summary-keys.ts';

export const REVIEW_SUMMARIES_PROJECTION = 'review-summaries';

/** One review's stars added to (+1) or taken from (-1) a summary hash. */
const tally = (key: string, rating: number, sign: 1 | -1): RedisOp[] => [
  ['HINCRBY', key, 'n', sign],
  ['HINCRBY', key, 'sum', sign * rating],
  ['HINCRBY', key, `s${rating}`, sign],
];

type Counted = { rating: number; vintage: number | null } | null;

function wineOps(masterWineId: string, before: Counted, after: Counted): RedisOp[] {
  const ops: RedisOp[] = [];
  for (const [counted, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (counted === null) continue;
    const label = vintageLabel(counted.vintage);
    ops.push(...tally(wineSummaryKey(masterWineId), counted.rating, sign));
    ops.push(...tally(vintageSummaryKey(masterWineId, label), counted.rating, sign));
    if (sign === 1) ops.push(['SADD', wineVintagesKey(masterWineId), label]);
  }
  return ops;
}

/**
 * The review summaries in Redis: the app's, each wine's and each vintage's counts per star and
 * sum of stars. Every review event says what the review counted before and after it, so each
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
      return [
        ...(countedBefore ? tally(APP_SUMMARY_KEY, countedBefore.rating, -1) : []),
        ...(counted ? tally(APP_SUMMARY_KEY, counted.rating, 1) : []),
      ];
    }
    const { masterWineId, counted, countedBefore } = wineReviewStream.events.read(stored).data;
    return wineOps(masterWineId, countedBefore, counted);
  },
};
