import type { AppEnv } from '@wine/platform/http/app-env';
import { clientAddressOf } from '@wine/platform/http/client-address';
import { errorResponse } from '@wine/platform/http/error-response';
import type { Logger } from '@wine/platform/observability/logger';
import type { MiddlewareHandler } from 'hono';
import type { RateLimiter } from './token-bucket.ts';

// A slow or absent Redis must not slow ingestion down: past this, the request goes through.
const DECISION_TIMEOUT_MS = 100;

/**
 * 429 RATE_LIMITED, with Retry-After, once a client IP has spent its tokens. Fails open: losing
 * analytics because the limiter's Redis is down would be worse than a burst getting through.
 */
export function rateLimit(deps: { limiter: RateLimiter; logger: Logger }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('rate limiter timed out')), DECISION_TIMEOUT_MS);
    });
    const decision = await Promise.race([deps.limiter(clientAddressOf(c)), timeout])
      .catch((err: unknown) => {
        deps.logger.warn({ err }, 'rate limiter unavailable; request let through');
        return undefined;
      })
      .finally(() => clearTimeout(timer));
    if (decision === undefined || decision.allowed) return next();
    c.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
    return errorResponse(c, 429, 'RATE_LIMITED', { details: { retryAfterMs: decision.retryAfterMs } });
  };
}
