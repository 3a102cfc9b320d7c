import { DomainError } from '@wine/platform/errors/domain-error';
import type { AppEnv } from '@wine/platform/http/app-env';
import { userOf } from '@wine/platform/http/auth';
import type { Context } from 'hono';
import type { Reception } from '../messages/conversion-message.ts';
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

/** Where and when a request's event was received, and whose token it carried. */
export const receptionOf = (c: Context<AppEnv>, receivedAt: Date): Reception => ({
  receivedAt,
  region: c.get('region'),
  callerId: userOf(c)?.userId ?? null,
});

/**
 * Stores an accepted event in the analytics outbox and gives the route's answer once it is
 * stored: a store that fails is logged with the event's id and refused with the route's failure
 * text (e.g. spec section 8's 'Failed to log conversion event').
 */
export async function storeIngested(
  deps: Pick<AnalyticsHttpDeps, 'outbox' | 'logger'>,
  row: OutboxRow,
  event: { eventID: string; what: string; texts: { logged: string; logFailed: string } },
): Promise<{ success: true; message: string; eventID: string }> {
  try {
    await deps.outbox.add(row);
  } catch (err) {
    deps.logger.error({ err, eventID: event.eventID }, `${event.what} not stored`);
    throw new IngestFailedError(event.texts.logFailed, err);
  }
  return { success: true, message: event.texts.logged, eventID: event.eventID };
}
