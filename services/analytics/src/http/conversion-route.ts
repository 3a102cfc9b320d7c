import {
  LogConversionEventRequest,
  LogConversionEventResponse,
} from '@wine/contracts/analytics/conversion-event';
import { conversionEventMessages } from '@wine/contracts/messages';
import { userOf } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import { bearerOptional, json } from '@wine/platform/http/openapi-parts';
import { conversionMessage, conversionRow } from '../messages/conversion-message.ts';
import type { AnalyticsHttpDeps } from './analytics-http-deps.ts';
import { ingestionErrors } from './ingestion-errors.ts';
import { ingestionRoute } from './ingestion-route.ts';
import { storeIngested } from './store-ingested.ts';

export const CONVERSION_PATH = '/fn/logWebAppConversionsApiEvent';

const logConversion = ingestionRoute({
  path: CONVERSION_PATH,
  operationId: 'logWebAppConversionsApiEvent',
  security: bearerOptional,
  summary: 'Log a conversion (ad pixel standard) event',
  description:
    'Answers once the event is stored; it then reaches the `analytics.conversions` topic, also ' +
    'when Kafka is down for a while. See docs/analytics.md.',
  body: LogConversionEventRequest,
  ok: json(LogConversionEventResponse, "Stored; `eventID` is the client's or the one built"),
  refusals: ingestionErrors,
});

export const conversionRoute = (deps: AnalyticsHttpDeps) =>
  createRouter().openapi(logConversion, async (c) => {
    const message = conversionMessage(
      c.req.valid('json'),
      {
        receivedAt: deps.clock(),
        region: c.get('region'),
        callerId: userOf(c)?.userId ?? null,
      },
      deps.pseudonyms,
    );
    await storeIngested(deps, conversionRow(message), {
      eventID: message.eventID,
      what: 'conversion event',
      failedText: conversionEventMessages.logFailed,
    });
    return c.json(
      { success: true as const, message: conversionEventMessages.logged, eventID: message.eventID },
      200,
    );
  });
