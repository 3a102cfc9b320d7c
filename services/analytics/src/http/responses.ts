import { ErrorEnvelope } from '@wine/contracts/errors';
import type { z } from 'zod';
import { MAX_BODY_BYTES } from './max-body-bytes.ts';

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The refusals every public ingestion route can answer with, in the error envelope. */
export const ingestionErrors = {
  400: jsonContent(ErrorEnvelope, 'VALIDATION_ERROR: the event failed its schema (zod issues in details)'),
  413: jsonContent(ErrorEnvelope, `HTTP_413: the body is larger than ${MAX_BODY_BYTES} bytes`),
  429: jsonContent(ErrorEnvelope, 'RATE_LIMITED: too many requests from this IP; see Retry-After'),
  500: jsonContent(ErrorEnvelope, 'SERVER_ERROR: the event could not be stored; retry'),
  503: jsonContent(ErrorEnvelope, 'SERVER_ERROR: the server is shedding load; retry'),
};
