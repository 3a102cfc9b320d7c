import { failureFromThrown, mapClientError, mapHttpFailure, messageFromBody } from '@wine/contracts/errors';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { readBody } from './read-body.ts';
import { readYourWrites } from './read-your-writes.ts';
import { noteServerRead } from './server-api-origin.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendRequest<T> {
  url: string;
  method: HttpMethod;
  headers: Headers;
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the success body; without it the body is returned as `unknown` cast to T. */
  schema?: z.ZodType<T>;
}

const UNEXPECTED_RESPONSE = 'Unexpected response from the server';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The spec's mapping keeps the details of a 400 only; our envelope's `error.details` are kept at
 * any status, because identity's refusals (401, 409, 429) name their cause there (authCode).
 */
function httpFailure(status: number, body: unknown): ApiError {
  const error = mapHttpFailure({ status, body });
  const details = isRecord(body) && isRecord(body.error) ? body.error.details : undefined;
  return new ApiError(
    error.details === undefined && details !== undefined ? { ...error, details } : error,
    messageFromBody(body),
  );
}

/** One HTTP exchange; every failure leaves as an ApiError mapped by the spec's section 8 rules. */
export async function sendRequest<T>(request: SendRequest<T>): Promise<T> {
  let body: unknown;
  let response: Response;
  const path = new URL(request.url, 'http://origin').pathname;
  const sent = readYourWrites.stamp(path, request.headers);
  noteServerRead(path);
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: request.signal ?? null,
    });
    readYourWrites.observe(path, response.headers, sent);
    // Read inside the try: a timeout can also fire while the body is still arriving.
    body = await readBody(response);
  } catch (error) {
    throw new ApiError(mapClientError(failureFromThrown(error)));
  }
  if (!response.ok) throw httpFailure(response.status, body);
  if (!request.schema) return body as T;
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    const error = mapClientError({ kind: 'unknown', error: new Error(UNEXPECTED_RESPONSE) });
    throw new ApiError({ ...error, details: parsed.error.issues });
  }
  return parsed.data;
}
