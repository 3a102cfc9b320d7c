import type { Publisher } from '@wine/platform/bus/kafka';
import type { Pool, PoolClient } from '@wine/platform/db/pool';
import { cloudEventHeaders } from '@wine/platform/relay/cloud-events';
import { DEFAULT_SCHEMA_BASE_URL } from '@wine/platform/relay/outbox-relay';
import { RelayLoop } from '@wine/platform/relay/relay-loop';
import { TopicBatches } from '@wine/platform/relay/topic-batches';
import { deleteOutboxRows, OUTBOX_CHANNEL, oldestOutboxRows, type StoredOutboxRow } from './outbox-table.ts';

export interface AnalyticsRelayOptions {
  /** Where batches go: EventBus.reconnectingProducer(), which starts afresh after a failed send. */
  publisher: Publisher;
  /** Creates the topics a batch needs before it is sent (auto-creation is off on the broker). */
  ensureTopics: (topics: string[]) => Promise<void>;
  topicPrefix?: string;
  /** The gateway's public origin, where each message's `ce_dataschema` points. */
  schemaBaseUrl?: string;
  batchSize?: number;
  /** Pause after a failure (Kafka or Postgres down) before trying again, and between asks for the lease. */
  retryDelayMs?: number;
  onPublished?: (rows: StoredOutboxRow[]) => void;
  onError?: (err: unknown) => void;
}

/**
 * Moves accepted analytics events from `analytics_outbox` to their topics, in acceptance order,
 * keyed per user: the platform's relay loop on this outbox. Rows are deleted only after Kafka
 * acked them, so while Kafka is down they wait in Postgres and nothing is lost; a crash between
 * the ack and the delete re-sends that batch: at-least-once, and consumers drop repeats by
 * `eventID`. Every gateway process may start one: only the holder of the database's relay lease
 * publishes, reading and deleting on the lease's connection (see RelayLease).
 */
export function analyticsRelay(pool: Pool, opts: AnalyticsRelayOptions): RelayLoop {
  const batchSize = opts.batchSize ?? 2000;
  const retryDelayMs = opts.retryDelayMs ?? 500;
  const topics = new TopicBatches(opts.ensureTopics);
  const prefix = opts.topicPrefix ?? '';
  const schemaBaseUrl = opts.schemaBaseUrl ?? DEFAULT_SCHEMA_BASE_URL;

  const publishNextBatch = async (db: PoolClient | undefined): Promise<number> => {
    if (!db) throw new Error('the analytics relay publishes only while it holds the lease');
    const rows = await oldestOutboxRows(db, batchSize);
    if (rows.length === 0) return 0;
    const batches = await topics.of(
      rows,
      (row) => `${prefix}${row.topic}`,
      (row) => ({ key: row.key, value: row.payload, headers: headersOf(row, schemaBaseUrl) }),
    );
    await opts.publisher.send(batches);
    await deleteOutboxRows(
      db,
      rows.map((r) => r.id),
    );
    opts.onPublished?.(rows);
    return rows.length;
  };

  return new RelayLoop(pool, {
    name: 'analytics-relay',
    batchSize,
    publishNextBatch,
    channel: OUTBOX_CHANNEL,
    singleActive: true,
    standbyMs: retryDelayMs,
    backOff: { firstMs: retryDelayMs, factor: 1 },
    ...(opts.onError ? { onError: opts.onError } : {}),
  });
}

/** What every analytics message says of itself, read from its own JSON. */
interface MessageFacts {
  type: string;
  schemaVersion: number;
  eventID?: string;
  receivedAt?: string;
  assignedAt?: string;
}

/**
 * The CloudEvents headers of an analytics message. Its id is the event's `eventID` (what
 * consumers drop repeats by); an A/B assignment has none, and its outbox row's id, kept across a
 * re-send, stands in.
 */
function headersOf(row: StoredOutboxRow, schemaBaseUrl: string): Record<string, string> {
  const facts = JSON.parse(row.payload) as MessageFacts;
  return cloudEventHeaders(
    {
      id: facts.eventID ?? `analytics-outbox-${row.id}`,
      type: facts.type,
      context: 'analytics',
      time: facts.receivedAt ?? facts.assignedAt ?? new Date().toISOString(),
      schemaVersion: facts.schemaVersion,
    },
    'analytics',
    schemaBaseUrl,
  );
}
