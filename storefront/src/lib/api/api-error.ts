import type { ClientError, ClientErrorKind, ErrorCode } from '@wine/contracts/errors';

/** What both API clients throw: the spec's section 8 mapping, as an Error so stacks survive. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ClientErrorKind;
  readonly code: ErrorCode;
  readonly status: number | undefined;
  readonly details: unknown;

  constructor(error: ClientError) {
    super(error.message);
    this.kind = error.kind;
    this.code = error.code;
    this.status = error.status;
    this.details = error.details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
