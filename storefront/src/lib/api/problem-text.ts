import { isApiError } from './api-error.ts';

/**
 * A failed call in the customer's words: the server's own text when it refused (a 400 maps to
 * 'Validation failed' in the spec, the server says what to fix), else the spec's message and a
 * retry. A server failure's own text is for us, not the customer.
 */
export function problemText(error: Error): string {
  const ownWords =
    isApiError(error) && error.status !== undefined && error.status < 500 ? error.serverMessage : undefined;
  return ownWords ?? `${error.message}. Please try again.`;
}
