import { createRoute } from '@hono/zod-openapi';
import {
  LogPageViewRequest,
  LogPageViewResponse,
  pageViewMessages,
} from '@wine/contracts/analytics/page-view';
import { createRouter } from '@wine/platform/http/create-router';
import { pageViewMessage, pageViewRow } from '../messages/page-view-message.ts';
import type { AnalyticsHttpDeps } from './analytics-http-deps.ts';
import { IngestFailedError } from './ingest-failed-error.ts';
import { ingestionErrors, jsonContent } from './responses.ts';

export const PAGE_VIEW_PATH = '/fn/logPageView';

const logPageView = createRoute({
  method: 'post',
  path: PAGE_VIEW_PATH,
  summary: 'Log a page view (a ViewContent event on first load and on each route change)',
  description:
    'Answers once the view is stored; it then reaches the `analytics.page-views` topic, also when ' +
    'Kafka is down for a while. See docs/analytics.md.',
  tags: ['analytics'],
  request: {
    body: { required: true, content: { 'application/json': { schema: LogPageViewRequest } } },
  },
  responses: {
    200: jsonContent(LogPageViewResponse, 'Stored'),
    ...ingestionErrors,
  },
});

export const pageViewRoute = (deps: AnalyticsHttpDeps) =>
  createRouter().openapi(logPageView, async (c) => {
    const message = pageViewMessage(c.req.valid('json'), {
      receivedAt: deps.clock(),
      region: c.get('region'),
    });
    try {
      await deps.outbox.add(pageViewRow(message));
    } catch (err) {
      deps.logger.error({ err, eventID: message.eventID }, 'page view not stored');
      throw new IngestFailedError(pageViewMessages.logFailed, err);
    }
    return c.json(
      { success: true as const, message: pageViewMessages.logged, eventID: message.eventID },
      200,
    );
  });
