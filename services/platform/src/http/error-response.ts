import { type ErrorCode, errorEnvelope } from '@wine/contracts/errors';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';

/**
 * Answers with the contracts' error envelope, stamped with the request id so a user's report
 * can be matched to the log lines. The message defaults to the contracts' text for the code.
 */
export function errorResponse<Status extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  status: Status,
  code: ErrorCode,
  options: { message?: string; details?: unknown } = {},
) {
  return c.json(errorEnvelope(code, { ...options, requestId: c.get('requestId') }), status);
}
