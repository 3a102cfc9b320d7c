import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
export const CORRELATION_ID_HEADER = 'x-correlation-id';

// Ids arrive from outside and end up in logs and headers: accept only short, plain tokens.
const plainId = /^[\w.:-]{1,128}$/;

const accepted = (value: string | undefined) =>
  value !== undefined && plainId.test(value) ? value : undefined;

/**
 * Takes the caller's request and correlation ids (or makes new ones) and echoes both. A request
 * that starts a new user action has no correlation id yet; its own request id then serves as one.
 */
export function requestIds(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = accepted(c.req.header(REQUEST_ID_HEADER)) ?? randomUUID();
    const correlationId = accepted(c.req.header(CORRELATION_ID_HEADER)) ?? requestId;
    c.set('requestId', requestId);
    c.set('correlationId', correlationId);
    await next();
    // Set on the final response: a handler may return a Response of its own making. Through its
    // headers, not c.header(): on a finished response c.header() rebuilds it from its body, which
    // turns @hono/node-server's fast path (body written as is) into a stream read, per request.
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      c.res.headers.set(CORRELATION_ID_HEADER, correlationId);
    } catch {
      // A response with immutable headers (one passed through from fetch) must be rebuilt.
      c.header(REQUEST_ID_HEADER, requestId);
      c.header(CORRELATION_ID_HEADER, correlationId);
    }
  };
}
