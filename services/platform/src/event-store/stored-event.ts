import type { EventEnvelope } from '@wine/contracts/event-envelope';

/** An envelope as read back from the log, with the transaction id that orders it. */
export type StoredEvent = EventEnvelope & { transactionId: string };

export interface EventRow {
  position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventEnvelope['metadata'];
  /** A Date from node-postgres, or ISO text when the query formats it (the log reader does). */
  occurred_at: Date | string;
}

export const EVENT_COLUMNS =
  'position, transaction_id::text AS transaction_id, event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at';

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position: row.position,
    occurredAt: typeof row.occurred_at === 'string' ? row.occurred_at : row.occurred_at.toISOString(),
    data: row.data,
    metadata: row.metadata,
    transactionId: row.transaction_id,
  };
}
