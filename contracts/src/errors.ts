import { z } from 'zod';

export const KnownErrorCode = z.enum([
  // Spec section 8, client-side mapping.
  'AUTH_REQUIRED',
  'VALIDATION_ERROR',
  'SERVER_ERROR',
  'TIMEOUT',
  'NETWORK_ERROR',
  'UNKNOWN_ERROR',
  // Server-side codes our own APIs raise.
  'NOT_FOUND',
  'CONFLICT',
  'CONCURRENCY_CONFLICT',
  'RATE_LIMITED',
  'FORBIDDEN',
  'ILLEGAL_STATE',
  'UNKNOWN_REGION',
]);
export type KnownErrorCode = z.infer<typeof KnownErrorCode>;

// Spec: any other failed status becomes HTTP_{status}.
export const HttpStatusErrorCode = z.templateLiteral(['HTTP_', z.int()]);
export type HttpStatusErrorCode = `HTTP_${number}`;

export const ErrorCode = z.union([KnownErrorCode, HttpStatusErrorCode]);
export type ErrorCode = KnownErrorCode | HttpStatusErrorCode;

export const isKnownErrorCode = (code: ErrorCode): code is KnownErrorCode =>
  KnownErrorCode.safeParse(code).success;

export const httpStatusErrorCode = (status: number): HttpStatusErrorCode => `HTTP_${status}`;

export const requestFailedMessage = (status: number) => `Request failed with status ${status}`;

// The first six texts are the spec's; the rest are our choice (the spec shows no server texts).
export const defaultErrorMessages: Record<KnownErrorCode, string> = {
  AUTH_REQUIRED: 'Authentication failed',
  VALIDATION_ERROR: 'Validation failed',
  SERVER_ERROR: 'Server error',
  TIMEOUT: 'Request timeout',
  NETWORK_ERROR: 'Network request failed',
  UNKNOWN_ERROR: 'Unknown error',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  CONCURRENCY_CONFLICT: 'The resource was changed by another request. Please try again.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  FORBIDDEN: 'Forbidden',
  ILLEGAL_STATE: 'This action is not allowed in the current state',
  UNKNOWN_REGION: 'Unknown region',
};

// Status the server answers with for each code, so one `onError` maps them all. TIMEOUT,
// NETWORK_ERROR and UNKNOWN_ERROR arise on the client; the statuses are for completeness.
// CONCURRENCY_CONFLICT is 409 (not 412) because a stale loaded version fails the same way
// with or without If-Match.
export const errorHttpStatus: Record<KnownErrorCode, number> = {
  AUTH_REQUIRED: 401,
  VALIDATION_ERROR: 400,
  SERVER_ERROR: 500,
  TIMEOUT: 504,
  NETWORK_ERROR: 503,
  UNKNOWN_ERROR: 500,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CONCURRENCY_CONFLICT: 409,
  RATE_LIMITED: 429,
  FORBIDDEN: 403,
  ILLEGAL_STATE: 409,
  UNKNOWN_REGION: 400,
};

export const ErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// `errorMessage` repeats error.message at the top level because the spec's clients read it.
export const ErrorEnvelope = z.object({
  error: ErrorBody,
  errorMessage: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/**
 * The details of a 401 AUTH_REQUIRED that refuses a good token: what was asked is for signed-in
 * people (the drop, investment wines; spec section 6) and the caller is a guest. Renewing the
 * token would not help, so a client does not try.
 */
export const signInRequiredDetails = { signInRequired: true } as const;

export const isSignInRequiredDetails = (details: unknown): boolean =>
  typeof details === 'object' &&
  details !== null &&
  'signInRequired' in details &&
  details.signInRequired === true;

export function errorEnvelope(
  code: ErrorCode,
  options: { message?: string; details?: unknown; requestId?: string } = {},
): ErrorEnvelope {
  const message =
    options.message ??
    (isKnownErrorCode(code)
      ? defaultErrorMessages[code]
      : requestFailedMessage(Number(code.slice('HTTP_'.length))));
  const error: ErrorBody = { code, message };
  if (options.details !== undefined) error.details = options.details;
  if (options.requestId !== undefined) error.requestId = options.requestId;
  return { error, errorMessage: message };
}

// ---- Client-side mapping (spec section 8, "API error mapping") ----

export type ClientErrorKind =
  | 'authentication'
  | 'validation'
  | 'server'
  | 'http'
  | 'timeout'
  | 'network'
  | 'unknown';

export type ClientError = {
  kind: ClientErrorKind;
  code: ErrorCode;
  message: string;
  status?: number;
  details?: unknown;
};

/** How a request failed; the HTTP client decides which case applies. */
export type ClientFailure =
  | { kind: 'response'; status: number; body?: unknown }
  | { kind: 'timeout' }
  | { kind: 'no-response' }
  | { kind: 'unknown'; error?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Message from the body's `error` (string, or its `message`), `message` or `errorMessage`. */
export function messageFromBody(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const error = body.error;
  return (
    nonEmptyString(error) ??
    (isRecord(error) ? nonEmptyString(error.message) : undefined) ??
    nonEmptyString(body.message) ??
    nonEmptyString(body.errorMessage)
  );
}

// Our envelope nests details under `error`; other servers put them at the top level or send
// only the body, which is then the best detail there is.
function detailsFromBody(body: unknown): unknown {
  if (!isRecord(body)) return body;
  if (isRecord(body.error) && body.error.details !== undefined) return body.error.details;
  if (body.details !== undefined) return body.details;
  return body;
}

export function mapHttpFailure({ status, body }: { status: number; body?: unknown }): ClientError {
  if (status === 401) {
    return {
      kind: 'authentication',
      code: 'AUTH_REQUIRED',
      message: messageFromBody(body) ?? defaultErrorMessages.AUTH_REQUIRED,
      status,
    };
  }
  if (status === 400) {
    const error: ClientError = {
      kind: 'validation',
      code: 'VALIDATION_ERROR',
      message: defaultErrorMessages.VALIDATION_ERROR,
      status,
    };
    const details = detailsFromBody(body);
    if (details !== undefined) error.details = details;
    return error;
  }
  if (status >= 500) {
    return { kind: 'server', code: 'SERVER_ERROR', message: defaultErrorMessages.SERVER_ERROR, status };
  }
  return {
    kind: 'http',
    code: httpStatusErrorCode(status),
    message: messageFromBody(body) ?? requestFailedMessage(status),
    status,
  };
}

export function mapClientError(failure: ClientFailure): ClientError {
  switch (failure.kind) {
    case 'response':
      return mapHttpFailure(failure);
    case 'timeout':
      return { kind: 'timeout', code: 'TIMEOUT', message: defaultErrorMessages.TIMEOUT };
    case 'no-response':
      return { kind: 'network', code: 'NETWORK_ERROR', message: defaultErrorMessages.NETWORK_ERROR };
    case 'unknown':
      return {
        kind: 'unknown',
        code: 'UNKNOWN_ERROR',
        message:
          (failure.error instanceof Error ? nonEmptyString(failure.error.message) : undefined) ??
          defaultErrorMessages.UNKNOWN_ERROR,
      };
    default: {
      const unreachable: never = failure;
      return unreachable;
    }
  }
}

/**
 * Classifies what `fetch` threw: `AbortSignal.timeout` raises a TimeoutError and a failed
 * connection a TypeError. Anything else (including a caller's own abort) is unknown.
 */
export function failureFromThrown(error: unknown): ClientFailure {
  if (isRecord(error) || error instanceof Error) {
    const name = (error as { name?: unknown }).name;
    if (name === 'TimeoutError') return { kind: 'timeout' };
    if (error instanceof TypeError) return { kind: 'no-response' };
  }
  return { kind: 'unknown', error };
}
