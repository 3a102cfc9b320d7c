import {
  LogConversionEventRequest,
  LogConversionEventResponse,
} from '@wine/contracts/analytics/conversion-event';
import { conversionEventMessages } from '@wine/contracts/messages';
import { createRouter } from '@wine/platform/http/create-router';
import { bearerOptional, json } from '@wine/platform/http/openapi-parts';
import { conversionMessage, conversionRow } from '../messages/conversion-message.ts';
import type { AnalyticsHttpDeps } from './analytics-http-deps.ts';
import { ingestionErrors } from './ingestion-errors.ts';
import { ingestionRoute } from './ingestion-route.ts';
import { receptionOf, storeIngested } from './store-ingested.ts';

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
    const message = conversionMessage(c.req.valid('json'), receptionOf(c, deps.clock()), deps.pseudonyms);
    const answer = await storeIngested(deps, conversionRow(message), {
      eventID: message.eventID,
      what: 'conversion event',
      texts: conversionEventMessages,
    });
    return c.json(answer, 200);
  });
