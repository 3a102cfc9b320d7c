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

/** An error envelope response with what it means on this route. */
export const errorJson = (description: string) => json(ErrorEnvelope, description);

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
