import { httpStatusErrorCode } from '@wine/contracts/errors';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-response.ts';

/** Every request's body, unless a route says otherwise: far above any form or command this API takes. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Refuses a body over `maxBytes` with 413 in the error envelope (HTTP_413, the spec's rule for
 * other statuses) before anything parses it, counting as it reads when there is no
 * Content-Length (chunked). createApp applies the default to every route; a route may add a
 * smaller one of its own.
 */
export function requestBodyLimit(maxBytes: number = DEFAULT_BODY_LIMIT_BYTES): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) =>
    errorResponse(c, 413, httpStatusErrorCode(413), {
      message: `The request body must be at most ${maxBytes} bytes`,
    });
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  const limitBody: MiddlewareHandler<AppEnv> = async (c, next) => {
    // Already read (within the app-wide limit) by the platform's checks: measure what was read.
    const read = c.req.bodyCache.text;
    if (read !== undefined) return Buffer.byteLength(await read) > maxBytes ? tooLarge(c) : next();
    return limit(c, next);
  };
  // GET and HEAD carry no body the app reads; asking for one would build a whole fetch Request
  // per request on @hono/node-server (the shop listing's most expensive middleware step).
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next));
}
