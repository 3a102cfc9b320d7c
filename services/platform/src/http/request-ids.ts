import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { HeaderList } from './header-list.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
export const CORRELATION_ID_HEADER = 'x-correlation-id';

// Ids arrive from outside and end up in logs and headers: accept only short, plain tokens.
const plainId = /^[\w.:-]{1,128}$/;

const accepted = (value: string | undefined) =>
  value !== undefined && plainId.test(value) ? value : undefined;

export interface RequestIds {
  requestId: string;
  correlationId: string;
  /** The headers that echo both. */
  headers: HeaderList;
}

/**
 * The caller's request and correlation ids (the values of those headers), or new ones. A request that starts a new user
 * action has no correlation id yet; its own request id then serves as one.
 */
export function requestIdsOf(
  asRequestId: string | undefined,
  asCorrelationId: string | undefined,
): RequestIds {
  const requestId = accepted(asRequestId) ?? randomUUID();
  const correlationId = accepted(asCorrelationId) ?? requestId;
  return {
    requestId,
    correlationId,
    headers: [
      [REQUEST_ID_HEADER, requestId],
      [CORRELATION_ID_HEADER, correlationId],
    ],
  };
}

/**
 * Notes the request's ids on it and returns the headers that echo both: every answer carries
 * them, even one a handler made itself (a refused region, a 404).
 */
export function takeRequestIds(c: Context<AppEnv>): HeaderList {
  const ids = requestIdsOf(c.req.header(REQUEST_ID_HEADER), c.req.header(CORRELATION_ID_HEADER));
  c.set('requestId', ids.requestId);
  c.set('correlationId', ids.correlationId);
  return ids.headers;
}
