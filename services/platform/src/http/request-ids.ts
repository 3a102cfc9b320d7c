import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { HeaderList } from './answer-headers.ts';
import type { AppEnv } from './app-env.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
export const CORRELATION_ID_HEADER = 'x-correlation-id';

// Ids arrive from outside and end up in logs and headers: accept only short, plain tokens.
const plainId = /^[\w.:-]{1,128}$/;

const accepted = (value: string | undefined) =>
  value !== undefined && plainId.test(value) ? value : undefined;

/**
 * Takes the caller's request and correlation ids (or makes new ones) for the request, and returns
 * the headers that echo both: every answer carries them, even one a handler made itself (a
 * refused region, a 404). A request that starts a new user action has no correlation id yet; its
 * own request id then serves as one.
 */
export function takeRequestIds(c: Context<AppEnv>): HeaderList {
  const requestId = accepted(c.req.header(REQUEST_ID_HEADER)) ?? randomUUID();
  const correlationId = accepted(c.req.header(CORRELATION_ID_HEADER)) ?? requestId;
  c.set('requestId', requestId);
  c.set('correlationId', correlationId);
  return [
    [REQUEST_ID_HEADER, requestId],
    [CORRELATION_ID_HEADER, correlationId],
  ];
}
