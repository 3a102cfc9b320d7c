import { DomainError } from '@wine/platform/errors/domain-error';
import { BatcherOverloadedError } from '../outbox/micro-batcher.ts';

/**
 * An accepted event could not be stored, with the route's failure text (e.g. spec section 8's
 * 'Failed to log conversion event'). 503 when the outbox is shedding load, else 500.
 */
export class IngestFailedError extends DomainError {
  constructor(message: string, cause: unknown) {
    super('SERVER_ERROR', message, cause instanceof BatcherOverloadedError ? 503 : 500);
  }
}
