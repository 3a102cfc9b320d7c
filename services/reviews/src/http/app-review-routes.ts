import { createRoute } from '@hono/zod-openapi';
import { MIN_POSITION_HEADER } from '@wine/contracts/consistency';
import {
  AppReview,
  AppReviewListQuery,
  AppReviewPage,
  AppReviewRequest,
  AppReviewSummary,
  ReviewListQuery,
  ReviewPage,
} from '@wine/contracts/reviews/review-api';
import { requireUser } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import {
  bearer,
  errorResponses,
  json,
  jsonBody,
  notModified,
  serialisedJson,
} from '@wine/platform/http/openapi-parts';
import { readyJson } from '@wine/platform/http/ready-answers';
import { writeAppReview } from '../app/write-reviews.ts';
import { authorOf } from './author.ts';
import { pagedListRoute } from './paged-list-route.ts';
import type { ReviewHttpDeps } from './review-http-deps.ts';
import { APP_SUMMARY_KEY, APP_SUMMARY_PATH, askedBefore } from './summary-answers.ts';

const tags = ['reviews'];

/** Reviews of the app, and every review together (GET /api/reviews). */
export function appReviewRoutes(deps: ReviewHttpDeps) {
  const router = createRouter();
  router.use(
    APP_SUMMARY_PATH,
    askedBefore(deps.summaryCache, () => APP_SUMMARY_KEY),
  );
  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/app-reviews',
        operationId: 'writeAppReview',
        tags,
        summary: "The caller's review of the app (one per customer: a second one replaces it)",
        security: bearer,
        middleware: [requireUser(deps.verifier)],
        request: jsonBody(AppReviewRequest),
        responses: {
          200: json(AppReview, 'The review as its author now sees it'),
          ...errorResponses(400, [401, 'no token, or a guest'], [403, 'a customerId that is not the caller']),
        },
      }),
      async (c) => {
        const { customerId: claimed, ...review } = c.req.valid('json');
        const customerId = authorOf(c, claimed);
        return c.json(await writeAppReview(deps, { customerId, ...review }, deps.newId(), deps.clock()), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: APP_SUMMARY_PATH,
        operationId: 'getAppReviewSummary',
        security: [],
        tags,
        summary: "The app's review summary: average, totals, count per star",
        responses: { 200: json(AppReviewSummary, 'The summary'), 304: notModified },
      }),
      async (c) => {
        // A read waiting for the caller's own review reads Redis itself: the cache's stamp may be 100 ms old.
        if (c.req.header(MIN_POSITION_HEADER) !== undefined) return c.json(await deps.summaries.app(), 200);
        const answer = await deps.summaryCache.get(APP_SUMMARY_KEY, async () =>
          readyJson(await deps.summaries.app()),
        );
        return serialisedJson<AppReviewSummary>(c, answer);
      },
    )
    .route(
      '/',
      pagedListRoute({
        path: '/api/app-reviews',
        operationId: 'listAppReviews',
        summary: 'Approved app reviews, newest first',
        query: AppReviewListQuery,
        page: AppReviewPage,
        read: (query) => deps.reader.appReviews(query),
      }),
    )
    .route(
      '/',
      pagedListRoute({
        path: '/api/reviews',
        operationId: 'listReviews',
        summary: 'Approved reviews of the app and of wines together, newest first',
        query: ReviewListQuery,
        page: ReviewPage,
        read: (query) => deps.reader.allReviews(query),
      }),
    );
}
