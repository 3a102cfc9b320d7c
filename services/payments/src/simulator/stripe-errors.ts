/** A Stripe API error as Stripe answers it: the status and `{ error: { type, code, message, ... } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 404 | 409,
    readonly body: Record<string, unknown> & { type: string; message: string },
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export const noSuch = (kind: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });
