import { isApiError } from './api-error.ts';

/**
 * A failed call in the customer's words: the server's own text when it refused (a 400 maps to
 * 'Validation failed' in the spec, the server says what to fix), else the spec's message, word
 * for word and alone (issue 36, rule 9: a spec text gains no words; the page's retry control
 * says what to do next). A server failure's own text is for us, not the customer.
 */
export function problemText(error: Error): string {
  const ownWords =
    isApiError(error) && error.status !== undefined && error.status < 500 ? error.serverMessage : undefined;
  return ownWords ?? error.message;
}
