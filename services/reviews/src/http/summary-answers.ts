import { MIN_POSITION_HEADER } from '@wine/contracts/consistency';
import { offeringReadyAnswers } from '@wine/platform/fast-path/ready-lookups';
import { serialisedJson } from '@wine/platform/http/openapi-parts';
import type { ReadyAnswer } from '@wine/platform/http/ready-answers';
import type { StampedCache } from '@wine/platform/projections/stamped-cache';
import type { MiddlewareHandler } from 'hono';

export const WINE_SUMMARY_PATH = '/api/master-wine/:id/reviews/summary';
export const APP_SUMMARY_PATH = '/api/app-reviews/summary';

/** Where a summary's ready answer is kept: one key per wine, one for the app. */
export const wineSummaryKey = (masterWineId: string) => `wine|${masterWineId}`;
export const APP_SUMMARY_KEY = 'app';

/**
 * In front of a summary route: a summary asked for before is answered from its ready bytes
 * (ETag, 304) before the route validates its path or looks anything up; only answers the route
 * made are kept, so only a known wine's. A read waiting for its author's own review
 * (x-min-position) goes on to the route, which reads Redis itself: the stamp may be 100 ms old.
 * A plain request (no token: every summary is everyone's) is answered by the app's ready lane
 * before Hono (fast-path/ready-lane.ts, justified in docs/fast-path.md).
 */
export function askedBefore(
  cache: StampedCache<ReadyAnswer>,
  keyOf: (params: Readonly<Record<string, string>>) => string,
): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.header(MIN_POSITION_HEADER) !== undefined) return next();
    const answer = await cache.peek(keyOf(c.req.param()));
    return answer ? serialisedJson(c, answer) : next();
  };
  return offeringReadyAnswers(middleware, ({ params }) => cache.peekNow(keyOf(params)));
}
