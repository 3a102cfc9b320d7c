import { requestBodyLimit } from '@wine/platform/http/body-limit';
import { createRouter } from '@wine/platform/http/create-router';
import { AB_GROUP_PATH, abGroupRoute } from './ab-group-route.ts';
import type { AnalyticsHttpDeps } from './analytics-http-deps.ts';
import { CONVERSION_PATH, conversionRoute } from './conversion-route.ts';
import { MAX_BODY_BYTES } from './max-body-bytes.ts';
import { PAGE_VIEW_PATH, pageViewRoute } from './page-view-route.ts';
import { rateLimit } from './rate-limit.ts';
import type { RateLimiter } from './token-bucket.ts';

export interface AnalyticsRouterOptions extends AnalyticsHttpDeps {
  limiter: RateLimiter;
}

/**
 * The public analytics calls, ready for `app.route('/', analyticsRouter(...))`. Anyone can call
 * them, so each is rate limited per client IP first (cheapest refusal) and size limited next.
 */
export function analyticsRouter(options: AnalyticsRouterOptions) {
  const guard = [rateLimit(options), requestBodyLimit(MAX_BODY_BYTES)];
  const router = createRouter();
  for (const path of [CONVERSION_PATH, PAGE_VIEW_PATH, AB_GROUP_PATH]) router.use(path, ...guard);
  return router
    .route('/', conversionRoute(options))
    .route('/', pageViewRoute(options))
    .route('/', abGroupRoute(options));
}
