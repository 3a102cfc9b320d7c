import { createRoute } from '@hono/zod-openapi';
import {
  ModeratedReview,
  ModerateReviewRequest,
  ModerationQueuePage,
  ModerationQueueQuery,
  ReviewIdParams,
} from '@wine/contracts/reviews/review-api';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json, jsonBody } from '@wine/platform/http/openapi-parts';
import { moderateReview } from '../app/moderate-review.ts';
import { moderatorsOnly } from './moderator.ts';
import { pagedListRoute } from './paged-list-route.ts';
import type { ReviewHttpDeps } from './review-http-deps.ts';

/** The moderators' calls (docs/reviews.md, "Moderation"): the queue of held reviews, and a decision on one. */
export function moderationRoutes(deps: ReviewHttpDeps) {
  const guard = moderatorsOnly(deps.verifier, deps.reader);
  return createRouter()
    .route(
      '/',
      pagedListRoute({
        path: '/api/moderation/reviews',
        operationId: 'listHeldReviews',
        summary:
          'Reviews waiting for a moderator (pending), the longest waiting first, with why each was held',
        query: ModerationQueueQuery,
        page: ModerationQueuePage,
        read: (query) => deps.reader.moderationQueue(query),
        moderatorsOnly: guard,
      }),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/moderation/reviews/{reviewId}',
        operationId: 'moderateReview',
        tags: ['reviews'],
        summary:
          'Approve a review (it counts in every figure) or reject it with a reason (it counts in none)',
        security: bearer,
        middleware: guard,
        request: { params: ReviewIdParams, ...jsonBody(ModerateReviewRequest) },
        responses: {
          200: json(ModeratedReview, 'The review as moderated'),
          ...errorResponses(
            400,
            [401, 'no token, or a guest'],
            [403, 'the caller is not a moderator'],
            [404, 'no such review (or deleted)'],
          ),
        },
      }),
      async (c) => {
        const { reviewId } = c.req.valid('param');
        return c.json(await moderateReview(deps, reviewId, c.req.valid('json'), deps.clock()), 200);
      },
    );
}
