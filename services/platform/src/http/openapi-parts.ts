import { ErrorEnvelope } from '@wine/contracts/errors';
import type { Context, TypedResponse } from 'hono';
import type { z } from 'zod';
import { holdsAnswer } from './entity-tags.ts';
import type { ReadyAnswer } from './ready-answers.ts';

// The pieces every context's route definitions repeat, for the OpenAPI document.

export interface JsonResponse<S extends z.ZodType> {
  description: string;
  content: { 'application/json': { schema: S } };
}

export const json = <S extends z.ZodType>(schema: S, description: string): JsonResponse<S> => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body; `required: false` for calls that may come with none. */
export const jsonBody = <S extends z.ZodType>(schema: S, required = true) => ({
  body: { content: { 'application/json': { schema } }, required },
});

/** Marks a route as taking `Authorization: Bearer <access token>`. */
export const bearer = [{ bearerAuth: [] }];

/**
 * Marks a route anyone may call whose answer depends on the bearer token when one is sent
 * (member prices, whom an analytics event is about): `{}` is OpenAPI's "no token needed".
 * A route that never looks at the caller declares `security: []`.
 */
export const bearerOptional: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

/** The statuses an error envelope answers with, and what each means on any route. */
const errorMeanings = {
  400: 'Validation failed (VALIDATION_ERROR); error.details lists each problem with its path and text',
  401: 'No valid bearer token, or a proof that failed (AUTH_REQUIRED); see error.details.authCode',
  403: 'Not allowed for this caller (FORBIDDEN)',
  404: 'Not found (NOT_FOUND)',
  409: 'Refused in the current state (CONFLICT or ILLEGAL_STATE)',
  413: 'The body is too large (HTTP_413)',
  429: 'Too many requests (RATE_LIMITED); see Retry-After',
  500: 'Not done; retry (SERVER_ERROR)',
  503: 'Shedding load, or a store is out of reach; retry (SERVER_ERROR)',
} as const;
export type ErrorStatus = keyof typeof errorMeanings;

/**
 * The error envelope responses a route declares, for the OpenAPI document: each status with its
 * standard meaning, or `[status, what it means here]` where the route says more.
 *
 *   responses: { 200: json(Order, 'The order'), ...errorResponses(400, 401, [409, 'not enough stock']) }
 */
export function errorResponses<const S extends ErrorStatus>(
  ...entries: (S | readonly [S, string])[]
): Record<S, JsonResponse<typeof ErrorEnvelope>> {
  return Object.fromEntries(
    entries.map((entry) => {
      const [status, here] = typeof entry === 'number' ? [entry, null] : entry;
      const meaning = here === null ? errorMeanings[status] : `${errorMeanings[status]}: ${here}`;
      return [status, json(ErrorEnvelope, meaning)];
    }),
  ) as Record<S, JsonResponse<typeof ErrorEnvelope>>;
}

/** The 304 of a route that answers with ETags (`serialisedJson`), for its OpenAPI responses. */
export const notModified = { description: 'Not modified: the ETag named in If-None-Match is current' };

/**
 * Sends a ready JSON answer with its ETag and `Cache-Control: no-cache` (a cache keeps its bytes: no re-stringifying nor
 * re-encoding on a hit), or 304 with no body to a client that holds it (If-None-Match). The
 * route's typing is told what the bytes hold.
 */
export function serialisedJson<T>(c: Context, answer: ReadyAnswer): Response & TypedResponse<T, 200, 'json'> {
  const { body, etag } = answer;
  // Any cache may keep it and must ask again before each use; a shared one keeps no answer to a
  // request with Authorization (RFC 9111, 3.5), so a member's prices stay theirs.
  const cacheControl = 'no-cache';
  const response: Response = holdsAnswer(c.req.header('if-none-match'), etag)
    ? c.body(null, 304, { etag, 'cache-control': cacheControl })
    : c.body(body, 200, { 'content-type': 'application/json', etag, 'cache-control': cacheControl });
  return response as Response & TypedResponse<T, 200, 'json'>;
}
