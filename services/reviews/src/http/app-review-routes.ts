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
import type { ReviewHttpDeps } from './review-http-deps.ts';

const tags = ['reviews'];

/** Reviews of the app, and every review together (GET /api/reviews). */
export function appReviewRoutes(deps: ReviewHttpDeps) {
  return createRouter()
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
        path: '/api/app-reviews',
        operationId: 'listAppReviews',
        security: [],
        tags,
        summary: 'Approved app reviews, newest first',
        request: { query: AppReviewListQuery },
        responses: { 200: json(AppReviewPage, 'A page of app reviews'), ...errorResponses(400) },
      }),
      async (c) => {
        const query = c.req.valid('query');
        return c.json(
          { ...(await deps.reader.appReviews(query)), offset: query.offset, limit: query.limit },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/app-reviews/summary',
        operationId: 'getAppReviewSummary',
        security: [],
        tags,
        summary: "The app's review summary: average, totals, count per star",
        responses: { 200: json(AppReviewSummary, 'The summary'), 304: notModified },
      }),
      async (c) => {
        // A read waiting for the caller's own review reads Redis itself: the cache's stamp may be 100 ms old.
        if (c.req.header(MIN_POSITION_HEADER) !== undefined) return c.json(await deps.summaries.app(), 200);
        const answer = await deps.summaryCache.get('app', async () => readyJson(await deps.summaries.app()));
        return serialisedJson<AppReviewSummary>(c, answer);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/reviews',
        operationId: 'listReviews',
        security: [],
        tags,
        summary: 'Approved reviews of the app and of wines together, newest first',
        request: { query: ReviewListQuery },
        responses: { 200: json(ReviewPage, 'A page of reviews'), ...errorResponses(400) },
      }),
      async (c) => {
        const query = c.req.valid('query');
        return c.json(
          { ...(await deps.reader.allReviews(query)), offset: query.offset, limit: query.limit },
          200,
        );
      },
    );
}
