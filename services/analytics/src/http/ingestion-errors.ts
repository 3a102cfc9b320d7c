import { errorJson } from '@wine/platform/http/openapi-parts';
import { MAX_BODY_BYTES } from './max-body-bytes.ts';

/** The refusals every public ingestion route can answer with, in the error envelope. */
export const ingestionErrors = {
  400: errorJson('VALIDATION_ERROR: the event failed its schema (zod issues in details)'),
  413: errorJson(`HTTP_413: the body is larger than ${MAX_BODY_BYTES} bytes`),
  429: errorJson('RATE_LIMITED: too many requests from this IP; see Retry-After'),
  500: errorJson('SERVER_ERROR: the event could not be stored; retry'),
  503: errorJson('SERVER_ERROR: the server is shedding load; retry'),
};
