import { randomUUID } from 'node:crypto';
import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { ReadyAnswer } from '@wine/platform/http/ready-answers';
import type { Projection } from '@wine/platform/projections/projection';
import {
  ProjectionStamp,
  redisStampOf,
  type StampOptions,
} from '@wine/platform/projections/projection-stamp';
import { StampedCache } from '@wine/platform/projections/stamped-cache';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import type { Redis } from 'ioredis';
import { appReviewRoutes } from './http/app-review-routes.ts';
import { moderationRoutes } from './http/moderation-routes.ts';
import { wineReviewRoutes } from './http/wine-review-routes.ts';
import {
  REVIEW_SUMMARIES_PROJECTION,
  reviewSummariesProjection,
} from './projections/review-summaries-projection.ts';
import { REVIEWS_PROJECTION, reviewsProjection } from './projections/reviews-projection.ts';
import { ReviewReader } from './read/review-reader.ts';
import { SummaryReader } from './read/summary-reader.ts';
import { removeErasedReviews } from './workflows/remove-erased-reviews.ts';

export interface ReviewsDeps {
  pool: Pool;
  redis: Redis;
  /** Identity's token check: a review's author is the signed-in customer. */
  verifier: AccessTokenVerifier;
  clock?: () => Date;
  /** Where the summaries' keys live in a shared Redis (tests); none in a deployment. */
  redisKeyPrefix?: string;
  /** How often the summaries' stamp is checked (tests check on every read). */
  stamp?: StampOptions;
}

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const reviewsReadModels: Projection[] = [reviewsProjection, reviewSummariesProjection];

/** The reviews context as a process hosts it: its routes, its two read models and its workflow. */
export function createReviews(deps: ReviewsDeps): ContextFace {
  const http = {
    store: new EventStore(deps.pool),
    reader: new ReviewReader(deps.pool),
    summaries: new SummaryReader(deps.redis, deps.redisKeyPrefix),
    summaryCache: new StampedCache<ReadyAnswer>(
      new ProjectionStamp(
        redisStampOf(deps.redis, REVIEW_SUMMARIES_PROJECTION, deps.redisKeyPrefix),
        deps.stamp,
      ),
      5000,
    ),
    verifier: deps.verifier,
    clock: deps.clock ?? (() => new Date()),
    newId: randomUUID,
  };
  const lists = [REVIEWS_PROJECTION];
  return {
    name: 'reviews',
    publishes: true,
    routes: [wineReviewRoutes(http), appReviewRoutes(http), moderationRoutes(http)],
    // A list or summary read right after a review waits for it.
    consistentReads: {
      '/api/master-wine/:id/reviews': lists,
      '/api/master-wine/:id/reviews/summary': [REVIEW_SUMMARIES_PROJECTION],
      '/api/app-reviews': lists,
      '/api/app-reviews/summary': [REVIEW_SUMMARIES_PROJECTION],
      '/api/reviews': lists,
      '/api/moderation/reviews': lists,
    },
    projections: reviewsReadModels,
    workflows: [removeErasedReviews({ pool: deps.pool })],
  };
}
