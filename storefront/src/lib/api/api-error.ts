import type { ClientError, ClientErrorKind, ErrorCode } from '@wine/contracts/errors';

/** What both API clients throw: the spec's section 8 mapping, as an Error so stacks survive. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ClientErrorKind;
  readonly code: ErrorCode;
  readonly status: number | undefined;
  readonly details: unknown;
  /**
   * The server's own text, when it sent one. The spec's mapping says 'Validation failed' for
   * every 400, but some refusals are for the customer to read (checkout's "under age").
   */
  readonly serverMessage: string | undefined;

  constructor(error: ClientError, serverMessage?: string) {
    super(error.message);
    this.kind = error.kind;
    this.code = error.code;
    this.status = error.status;
    this.details = error.details;
    this.serverMessage = serverMessage;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
