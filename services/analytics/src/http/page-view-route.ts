import {
  LogPageViewRequest,
  LogPageViewResponse,
  PAGE_VIEW_TIME_WINDOW,
  pageViewMessages,
} from '@wine/contracts/analytics/page-view';
import { DomainError } from '@wine/platform/errors/domain-error';
import { createRouter } from '@wine/platform/http/create-router';
import { bearerOptional, json } from '@wine/platform/http/openapi-parts';
import { pageViewMessage, pageViewRow } from '../messages/page-view-message.ts';
import type { AnalyticsHttpDeps } from './analytics-http-deps.ts';
import { ingestionErrors } from './ingestion-errors.ts';
import { ingestionRoute } from './ingestion-route.ts';
import { receptionOf, storeIngested } from './store-ingested.ts';

export const PAGE_VIEW_PATH = '/fn/logPageView';

const logPageView = ingestionRoute({
  path: PAGE_VIEW_PATH,
  operationId: 'logPageView',
  security: bearerOptional,
  summary: 'Log a page view (a ViewContent event on first load and on each route change)',
  description:
    'Answers once the view is stored; it then reaches the `analytics.page-views` topic, also when ' +
    'Kafka is down for a while. See docs/analytics.md.',
  body: LogPageViewRequest,
  ok: json(LogPageViewResponse, 'Stored'),
  refusals: ingestionErrors,
});

/** A view the browser dates a day back or minutes ahead is not one it is showing now: refused. */
function checkViewedNow(timestamp: string | undefined, now: Date): void {
  if (timestamp === undefined) return;
  const offset = Date.parse(timestamp) - now.getTime();
  if (offset >= -PAGE_VIEW_TIME_WINDOW.pastMs && offset <= PAGE_VIEW_TIME_WINDOW.futureMs) return;
  const message = 'must be within the last 24 hours and at most 5 minutes ahead of the server';
  throw new DomainError('VALIDATION_ERROR', 'Validation failed', 400, [
    { path: ['timestamp'], message, code: 'too_far_from_now' },
  ]);
}

export const pageViewRoute = (deps: AnalyticsHttpDeps) =>
  createRouter().openapi(logPageView, async (c) => {
    const view = c.req.valid('json');
    const receivedAt = deps.clock();
    checkViewedNow(view.timestamp, receivedAt);
    const message = pageViewMessage(view, receptionOf(c, receivedAt), deps.pseudonyms);
    const answer = await storeIngested(deps, pageViewRow(message), {
      eventID: message.eventID,
      what: 'page view',
      texts: pageViewMessages,
    });
    return c.json(answer, 200);
  });
