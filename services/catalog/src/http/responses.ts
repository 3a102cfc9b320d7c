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
 * Sends a body already serialised from a schema's value and encoded as UTF-8 (the cache keeps
 * bytes: no re-stringifying nor re-encoding on a hit). The cast tells the route's typing what
 * the bytes hold.
 */
/** UTF-8 bytes, as the cache keeps an answer. */
export type Bytes = Uint8Array<ArrayBuffer>;

const utf8 = new TextEncoder();
export const serialised = (value: unknown): Bytes => utf8.encode(JSON.stringify(value));

export function serialisedJson<T>(c: Context, body: Bytes): TypedResponse<T, 200, 'json'> {
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    T,
    200,
    'json'
  >;
}
