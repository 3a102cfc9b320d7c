import { errorResponses } from '@wine/platform/http/openapi-parts';
import { MAX_BODY_BYTES } from './max-body-bytes.ts';

/** The refusals every public ingestion route can answer with, in the error envelope. */
export const ingestionErrors = errorResponses(
  [400, 'the event failed its schema (zod issues in details)'],
  [413, `larger than ${MAX_BODY_BYTES} bytes`],
  [429, 'from this IP'],
  [500, 'the event could not be stored'],
  503,
);
