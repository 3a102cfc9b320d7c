import { createRoute } from '@hono/zod-openapi';
import { MIN_POSITION_HEADER } from '@wine/contracts/consistency';
import {
  MasterWineParams,
  RateMasterWineRequest,
  WineReview,
  WineReviewListQuery,
  WineReviewPage,
  WineReviewRequest,
  WineReviewSummary,
} from '@wine/contracts/reviews/review-api';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { optionalUser, requireUser, userOf } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import {
  bearer,
  bearerOptional,
  errorResponses,
  json,
  jsonBody,
  notModified,
  serialisedJson,
} from '@wine/platform/http/openapi-parts';
import { readyJson } from '@wine/platform/http/ready-answers';
import { deleteWineReview, submitWineReview } from '../app/write-reviews.ts';
import { authorOf } from './author.ts';
import type { ReviewHttpDeps } from './review-http-deps.ts';
import { askedBefore, WINE_SUMMARY_PATH, wineSummaryKey } from './summary-answers.ts';

const tags = ['reviews'];
const refusals = errorResponses(
  400,
  [401, 'no token, or a guest: reviews are written by signed-in customers'],
  [403, 'a customerId that is not the caller'],
  [404, 'no such master wine'],
);

/** A wine's reviews: write (a second one edits), delete one's own, list, summary; and rateMasterWine. */
export function wineReviewRoutes(deps: ReviewHttpDeps) {
  const signedIn = [requireUser(deps.verifier)];
  const anyone = [optionalUser(deps.verifier)];
  // The catalog never takes a wine back, so a wine once known needs no second look.
  const known = new Set<string>();
  const assertKnown = async (masterWineId: string) => {
    if (known.has(masterWineId)) return;
    if ((await deps.reader.vintagesOf(masterWineId)) === undefined) {
      throw new NotFoundError(`Master wine ${masterWineId} not found`, { masterWineId });
    }
    if (known.size < 100_000) known.add(masterWineId);
  };
  const submit = (
    masterWineId: string,
    customerId: string,
    body: ReturnType<typeof WineReviewRequest.parse>,
  ) => {
    const { customerId: _claimed, ...review } = body;
    return submitWineReview(deps, { masterWineId, customerId, ...review }, deps.newId(), deps.clock());
  };

  const router = createRouter();
  router.use(
    WINE_SUMMARY_PATH,
    askedBefore(deps.summaryCache, (params) => wineSummaryKey(params.id ?? '')),
  );
  return router
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/master-wine/{id}/reviews',
        operationId: 'submitWineReview',
        tags,
        summary: "The caller's review of the wine: stars 1-5 and taste notes (a second one edits it)",
        security: bearer,
        middleware: signedIn,
        request: { params: MasterWineParams, ...jsonBody(WineReviewRequest) },
        responses: { 200: json(WineReview, 'The review as its author now sees it'), ...refusals },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        return c.json(await submit(id, authorOf(c, body.customerId), body), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/fn/rateMasterWine',
        operationId: 'rateMasterWine',
        tags: ['named calls'],
        summary: 'Spec section 7: the same as POST /api/master-wine/{id}/reviews, the wine named in the body',
        security: bearer,
        middleware: signedIn,
        request: jsonBody(RateMasterWineRequest),
        responses: { 200: json(WineReview, 'The review as its author now sees it'), ...refusals },
      }),
      async (c) => {
        const { masterWineId, ...body } = c.req.valid('json');
        return c.json(await submit(masterWineId, authorOf(c, body.customerId), body), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/api/master-wine/{id}/reviews',
        operationId: 'deleteWineReview',
        tags,
        summary: "Delete the caller's own review of the wine (deleting none changes nothing)",
        security: bearer,
        middleware: signedIn,
        request: { params: MasterWineParams },
        responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await deleteWineReview(deps.store, id, authorOf(c, undefined), deps.clock());
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/master-wine/{id}/reviews',
        operationId: 'listWineReviews',
        security: bearerOptional,
        tags,
        summary:
          "The wine's approved reviews, newest first; showAll adds the caller's own pending or rejected one",
        middleware: anyone,
        request: { params: MasterWineParams, query: WineReviewListQuery },
        responses: {
          200: json(WineReviewPage, 'A page of reviews and how many match'),
          ...errorResponses(400, [404, 'no such master wine']),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const query = c.req.valid('query');
        await assertKnown(id);
        const page = await deps.reader.wineReviews(id, query, userOf(c)?.userId);
        return c.json({ ...page, offset: query.offset, limit: query.limit }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/master-wine/{id}/reviews/summary',
        operationId: 'getWineReviewSummary',
        security: [],
        tags,
        summary: 'Average stars and count per star of the wine, and of each vintage reviewed',
        request: { params: MasterWineParams },
        responses: {
          200: json(WineReviewSummary, 'The summary (zeros before the first review)'),
          304: notModified,
          ...errorResponses(400, [404, 'no such master wine']),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await assertKnown(id);
        // A read waiting for the caller's own review reads Redis itself: the cache's stamp may be 100 ms old.
        if (c.req.header(MIN_POSITION_HEADER) !== undefined)
          return c.json(await deps.summaries.wine(id), 200);
        const answer = await deps.summaryCache.get(wineSummaryKey(id), async () =>
          readyJson(await deps.summaries.wine(id)),
        );
        return serialisedJson<WineReviewSummary>(c, answer);
      },
    );
}
