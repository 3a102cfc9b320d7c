import type { EventMetadata } from '@wine/contracts/event-envelope';
import { DEFAULT_REGION } from '@wine/contracts/region';
import { v7 as uuidv7 } from 'uuid';
import { currentContext } from '../observability/request-context.ts';

/**
 * Metadata for the events a command appends, taken from the request (or consumed event) it runs
 * in, so every event carries the correlation id of the user action that caused it.
 */
export function metadataFromContext(overrides: Partial<EventMetadata> = {}): EventMetadata {
  const ctx = currentContext();
  return {
    correlationId: ctx?.correlationId ?? uuidv7(),
    causationId: ctx?.causationId ?? ctx?.requestId ?? null,
    userId: ctx?.userId ?? null,
    region: ctx?.region ?? DEFAULT_REGION,
    ...overrides,
  };
}
