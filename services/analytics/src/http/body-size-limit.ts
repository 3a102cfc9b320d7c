import { httpStatusErrorCode } from '@wine/contracts/errors';
import type { AppEnv } from '@wine/platform/http/app-env';
import { errorResponse } from '@wine/platform/http/error-response';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** One event is well under 2 KiB; anything near this is not an event. */
export const MAX_BODY_BYTES = 8 * 1024;

/** 413 in the error envelope (code HTTP_413, spec section 8's rule for other statuses). */
export const bodySizeLimit = (): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c: Context<AppEnv>) =>
      errorResponse(c, 413, httpStatusErrorCode(413), {
        message: `The request body must be at most ${MAX_BODY_BYTES} bytes`,
      }),
  });
