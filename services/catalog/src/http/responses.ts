import { ErrorEnvelope } from '@wine/contracts/errors';
import type { Context, TypedResponse } from 'hono';
import type { z } from 'zod';

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const badRequest = jsonContent(ErrorEnvelope, 'VALIDATION_ERROR: the request failed its schema');
export const notFound = jsonContent(ErrorEnvelope, 'NOT_FOUND: no such wine');

/**
 * Sends a body already serialised from a schema's value (the cache keeps strings: no
 * re-stringifying on a hit). The cast tells the route's typing what the string holds.
 */
export function serialisedJson<T>(c: Context, body: string): TypedResponse<T, 200, 'json'> {
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    T,
    200,
    'json'
  >;
}
