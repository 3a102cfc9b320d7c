import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { type JsonResponse, jsonBody } from '@wine/platform/http/openapi-parts';
import type { z } from 'zod';

/**
 * An analytics call as the OpenAPI document declares it: a POST of one JSON body under the
 * analytics tag, answering `ok` or one of its refusals. Every ingestion route has this shape.
 */
export const ingestionRoute = <Body extends z.ZodType, Ok extends z.ZodType, Refusals extends object>(route: {
  path: string;
  /** The spec's name of the call (section 7). */
  operationId: string;
  /** `bearerOptional` where the caller a token proves is recorded, else `[]`. */
  security: RouteConfig['security'];
  summary: string;
  description: string;
  body: Body;
  ok: JsonResponse<Ok>;
  refusals: Refusals;
}) =>
  createRoute({
    method: 'post',
    path: route.path,
    operationId: route.operationId,
    security: route.security,
    summary: route.summary,
    description: route.description,
    tags: ['analytics'],
    request: jsonBody(route.body),
    responses: { 200: route.ok, ...route.refusals },
  });
