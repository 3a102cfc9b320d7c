import { DomainError } from '@wine/platform/errors/domain-error';
import { BatcherOverloadedError } from '../outbox/micro-batcher.ts';
import type { OutboxRow } from '../outbox/outbox-row.ts';
import type { AnalyticsHttpDeps } from './analytics-http-deps.ts';

/**
 * An accepted event could not be stored, with the route's failure text (e.g. spec section 8's
 * 'Failed to log conversion event'). 503 when the outbox is shedding load, else 500.
 */
export class IngestFailedError extends DomainError {
  constructor(message: string, cause: unknown) {
    super('SERVER_ERROR', message, cause instanceof BatcherOverloadedError ? 503 : 500);
  }
}

/**
 * Stores an accepted event in the analytics outbox, answering once it is stored: a store that
 * fails is logged with the event's id and refused with the route's failure text.
 */
export async function storeIngested(
  deps: Pick<AnalyticsHttpDeps, 'outbox' | 'logger'>,
  row: OutboxRow,
  event: { eventID: string; what: string; failedText: string },
): Promise<void> {
  try {
    await deps.outbox.add(row);
  } catch (err) {
    deps.logger.error({ err, eventID: event.eventID }, `${event.what} not stored`);
    throw new IngestFailedError(event.failedText, err);
  }
}
