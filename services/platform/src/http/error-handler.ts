import { ErrorCode, httpStatusErrorCode, type KnownErrorCode } from '@wine/contracts/errors';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '../errors/domain-error.ts';
import type { Logger } from '../observability/logger.ts';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-response.ts';

// Statuses Hono and its middleware raise (malformed JSON 400, auth 401, ...) and the codes the
// spec's clients know them by; any other status becomes HTTP_{status}.
const codeForStatus: Partial<Record<number, KnownErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/** A 429's `details.retryAfterSeconds`, which becomes its Retry-After header. */
function retryAfterSecondsOf(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) return undefined;
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

const isErrorStatus = (status: number) => Number.isInteger(status) && status >= 400 && status <= 599;

/**
 * Node's error for a request whose connection closed before its body was in: the client hung
 * up, or the server cut it off for sending too slowly (serve's requestTimeout). Not a bug.
 */
const isAbortedRequest = (error: Error) =>
  error.message === 'aborted' && (error as Error & { code?: unknown }).code === 'ECONNRESET';

/**
 * The one error mapping of every app. Domain errors are answered as raised; anything
 * unexpected is a bug: logged whole with the request id, answered 500 with nothing internal.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof DomainError && isErrorStatus(error.status)) {
      const status = error.status as ContentfulStatusCode;
      // The envelope carries only codes the contracts know; a new domain code belongs there first.
      const known = ErrorCode.safeParse(error.code);
      if (known.success) logger.info({ errorCode: error.code, status }, error.message);
      else
        logger.warn({ errorCode: error.code, status }, 'DomainError code missing from contracts ErrorCode');
      const retryAfter = retryAfterSecondsOf(error.details);
      if (status === 429 && retryAfter !== undefined) c.header('retry-after', String(retryAfter));
      return errorResponse(c, status, known.success ? known.data : httpStatusErrorCode(status), {
        message: error.message,
        details: error.details,
      });
    }

    if (error instanceof HTTPException && isErrorStatus(error.status)) {
      const status = error.status as ContentfulStatusCode;
      if (status >= 500) {
        logger.error({ err: error, requestId: c.get('requestId') }, 'server error');
        return errorResponse(c, status, 'SERVER_ERROR');
      }
      const code = codeForStatus[status] ?? httpStatusErrorCode(status);
      // The spec's 400 is always 'Validation failed'; what exactly failed goes in the details.
      if (code === 'VALIDATION_ERROR') {
        return errorResponse(c, status, code, {
          details: [{ path: [], message: error.message, code: 'invalid_request' }],
        });
      }
      return errorResponse(c, status, code, error.message ? { message: error.message } : {});
    }

    if (isAbortedRequest(error)) {
      // Nobody reads this answer; the access log shows the request ended as the client saw it.
      logger.info({ requestId: c.get('requestId') }, 'the connection closed before the request was in');
      return errorResponse(c, 408, httpStatusErrorCode(408), {
        message: 'The request did not arrive in full',
      });
    }

    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return errorResponse(c, 500, 'SERVER_ERROR');
  };
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, 'NOT_FOUND', { message: `No route for ${c.req.method} ${c.req.path}` });
