import type { BusMessage, Publisher } from '../bus/kafka.ts';
import type { Pool } from '../db/pool.ts';
import { type Checkpoint, LOG_START } from '../event-store/checkpoint.ts';
import {
  checkpointOf,
  type EnvelopeRow,
  loadCheckpoint,
  readEnvelopesAfter,
  saveCheckpoint,
} from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { contextOf, topicOf } from '../event-store/stream-id.ts';
import type { Backlog } from '../observability/outbox-backlog.ts';
import { cloudEventHeaders } from './cloud-events.ts';
import { RelayLoop } from './relay-loop.ts';
import { TopicBatches } from './topic-batches.ts';

export interface RelayOptions {
  /** Checkpoint name; one per relay deployment. */
  name?: string;
  batchSize?: number;
  /**
   * What the relay does when the log has nothing new: by default it sleeps until an append's
   * commit rings (the pool's CommitListener), or a second passes (docs/adr/0005).
   */
  waitForCommits?: () => Promise<void>;
  topicPrefix?: string;
  /** The gateway's public origin: each message's `ce_dataschema` is a schema it serves (default: the local gateway). */
  schemaBaseUrl?: string;
  /** Creates the topics a batch needs before it is sent (auto-creation is off on the broker). */
  ensureTopics: (topics: string[]) => Promise<void>;
  /** Runs after Kafka acked a batch and before the checkpoint moves: the crash-test seam. */
  afterPublish?: (events: StoredEvent[]) => Promise<void>;
  onPublished?: (events: StoredEvent[], batchSeconds: number) => void;
  onError?: (err: unknown) => void;
  /**
   * Publish only while holding the database's lease named after the relay (RelayLease): of
   * several processes running a relay, one publishes and the others stand by (docs/deploy.md).
   */
  singleActive?: boolean;
}

/** The domain events relay's checkpoint name unless a deployment gives another. */
export const RELAY_NAME = 'outbox-relay';

/**
 * Publishes committed events to `<context>.events`, keyed by stream id, in log order. The
 * checkpoint moves only after Kafka acked, so a crash re-sends the last batch: at-least-once,
 * and consumers drop what they have already applied.
 */
export class OutboxRelay {
  private readonly name: string;
  private readonly batchSize: number;
  private readonly topics: TopicBatches;
  private checkpoint: Checkpoint | undefined;
  /** The batch after a full one, read while that one is on its way to Kafka. */
  private prefetched: { after: Checkpoint; rows: Promise<EnvelopeRow[]> } | undefined;
  private readonly loop: RelayLoop;

  constructor(
    private readonly pool: Pool,
    private readonly producer: Publisher,
    private readonly opts: RelayOptions,
  ) {
    this.name = opts.name ?? RELAY_NAME;
    this.batchSize = opts.batchSize ?? 2000;
    this.topics = new TopicBatches(opts.ensureTopics);
    // Reload the checkpoint after a failure (nothing after it is known to have reached Kafka) and
    // on standby (the publishing process's checkpoint is in the database when this one takes over).
    const forgetCheckpoint = () => {
      this.checkpoint = undefined;
    };
    this.loop = new RelayLoop(pool, {
      name: this.name,
      batchSize: this.batchSize,
      publishNextBatch: () => this.publishNextBatch(),
      ...(opts.waitForCommits ? { waitForMore: opts.waitForCommits } : {}),
      singleActive: opts.singleActive ?? false,
      onStandby: forgetCheckpoint,
      onError: (err) => {
        forgetCheckpoint();
        opts.onError?.(err);
      },
    });
  }

  /** Publishes at most one batch; returns how many events it sent. */
  async publishNextBatch(): Promise<number> {
    this.checkpoint ??= (await loadCheckpoint(this.pool, this.name)) ?? LOG_START;
    const started = performance.now();
    const rows = await this.read(this.checkpoint);
    const last = rows.at(-1);
    if (!last) return 0;
    const next = checkpointOf(last);
    // A full batch means a backlog: read the next one while this one goes to Kafka. Any read is
    // a prefix of the log after its checkpoint (it stops below the oldest open transaction), so
    // reading early loses nothing; a short batch is not followed up, its successor may not exist.
    if (rows.length === this.batchSize) this.prefetch(next);
    let events: StoredEvent[] | undefined;
    const stored = () => {
      events ??= rows.map(toStoredEventFromRow);
      return events;
    };
    try {
      await this.send(rows);
      if (this.opts.afterPublish) await this.opts.afterPublish(stored());
      await saveCheckpoint(this.pool, this.name, next);
    } catch (err) {
      await this.discardPrefetch();
      throw err;
    }
    this.checkpoint = next;
    if (this.opts.onPublished) this.opts.onPublished(stored(), (performance.now() - started) / 1000);
    return rows.length;
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    // Let a read-ahead finish, so that the caller may end the pool right after.
    await this.discardPrefetch();
  }

  private read(after: Checkpoint): Promise<EnvelopeRow[]> {
    const ahead = this.prefetched;
    this.prefetched = undefined;
    if (ahead && ahead.after.txId === after.txId && ahead.after.position === after.position) {
      return ahead.rows;
    }
    return readEnvelopesAfter(this.pool, after, this.batchSize);
  }

  private prefetch(after: Checkpoint): void {
    const rows = readEnvelopesAfter(this.pool, after, this.batchSize);
    rows.catch(() => undefined); // awaited by the next publishNextBatch, or dropped
    this.prefetched = { after, rows };
  }

  private async discardPrefetch(): Promise<void> {
    const ahead = this.prefetched;
    this.prefetched = undefined;
    await ahead?.rows.catch(() => undefined);
  }

  private async send(rows: EnvelopeRow[]): Promise<void> {
    const prefix = this.opts.topicPrefix;
    const base = this.opts.schemaBaseUrl ?? DEFAULT_SCHEMA_BASE_URL;
    await this.producer.send(
      await this.topics.of(
        rows,
        (r) => topicOf(r.streamId, prefix),
        (r) => rowToMessage(r, base),
      ),
    );
  }
}

/** Where the gateway serves the schemas when nothing else is said: `make start`'s address. */
export const DEFAULT_SCHEMA_BASE_URL = 'http://127.0.0.1:8080';

/**
 * The value is the public envelope, the CloudEvents headers say what it is (cloud-events.ts); the
 * transaction id travels in a header of its own for the consumers' checkpoints.
 */
export function toMessage(e: StoredEvent, schemaBaseUrl = DEFAULT_SCHEMA_BASE_URL): BusMessage {
  const { transactionId, ...envelope } = e;
  return {
    key: e.streamId,
    value: JSON.stringify(envelope),
    headers: {
      ...eventHeaders(e, schemaBaseUrl),
      'tx-id': transactionId,
      'event-type': e.type,
      'correlation-id': e.metadata.correlationId,
    },
  };
}

/** `toMessage` for an event read as JSON text: the same key, headers and (parsed) value. */
function rowToMessage(r: EnvelopeRow, schemaBaseUrl: string): BusMessage {
  const headers: Record<string, string> = {
    ...eventHeaders(r, schemaBaseUrl),
    'tx-id': r.transactionId,
    'event-type': r.type,
  };
  if (r.correlationId !== null) headers['correlation-id'] = r.correlationId;
  return { key: r.streamId, value: r.envelope, headers };
}

function eventHeaders(
  e: Pick<StoredEvent, 'eventId' | 'type' | 'streamId' | 'occurredAt' | 'schemaVersion'>,
  schemaBaseUrl: string,
) {
  return cloudEventHeaders(
    {
      id: e.eventId,
      type: e.type,
      context: contextOf(e.streamId),
      time: e.occurredAt,
      schemaVersion: e.schemaVersion,
      subject: e.streamId,
    },
    'events',
    schemaBaseUrl,
  );
}

/** The event for the hooks (built only when a hook is set): its envelope parsed back. */
function toStoredEventFromRow(r: EnvelopeRow): StoredEvent {
  const envelope = JSON.parse(r.envelope) as Omit<StoredEvent, 'transactionId'>;
  return { ...envelope, transactionId: r.transactionId };
}

/** Counted up to this many: past it the gauge says "at least", and the scrape stays quick. */
const BACKLOG_CAP = 100_000;

/** The committed events the relay `name` has yet to publish (its outbox is the event store). */
export async function relayBacklog(db: Pick<Pool, 'query'>, name: string): Promise<Backlog> {
  const after = (await loadCheckpoint(db, name)) ?? LOG_START;
  const { rows } = await db.query<{ events: number; oldest: Date | null }>(
    `SELECT count(*)::int AS events, min(occurred_at) AS oldest FROM (
       SELECT occurred_at FROM events
        WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
        ORDER BY events.transaction_id, events.position LIMIT $3) waiting`,
    [after.txId, after.position, BACKLOG_CAP],
  );
  return { events: rows[0]?.events ?? 0, oldestAt: rows[0]?.oldest ?? undefined };
}
