import type { BusMessage, BusProducer } from '../bus/kafka.ts';
import type { Pool } from '../db/pool.ts';
import { type Checkpoint, LOG_START } from '../event-store/checkpoint.ts';
import { checkpointOf, loadCheckpoint, readAllAfter, saveCheckpoint } from '../event-store/read-all.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { topicOf } from '../event-store/stream-id.ts';

export interface RelayOptions {
  /** Checkpoint name; one per relay deployment. */
  name?: string;
  batchSize?: number;
  /** Pause when the log has nothing new: the floor of commit-to-Kafka latency. */
  idleDelayMs?: number;
  topicPrefix?: string;
  /** Creates the topics a batch needs before it is sent (auto-creation is off on the broker). */
  ensureTopics: (topics: string[]) => Promise<void>;
  /** Runs after Kafka acked a batch and before the checkpoint moves: the crash-test seam. */
  afterPublish?: (events: StoredEvent[]) => Promise<void>;
  onPublished?: (events: StoredEvent[], batchSeconds: number) => void;
  onError?: (err: unknown) => void;
}

/**
 * Publishes committed events to `<context>.events`, keyed by stream id, in log order. The
 * checkpoint moves only after Kafka acked, so a crash re-sends the last batch: at-least-once,
 * and consumers drop what they have already applied.
 */
export class OutboxRelay {
  private readonly name: string;
  private readonly batchSize: number;
  private readonly idleDelayMs: number;
  private readonly knownTopics = new Set<string>();
  private checkpoint: Checkpoint | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly pool: Pool,
    private readonly producer: BusProducer,
    private readonly opts: RelayOptions,
  ) {
    this.name = opts.name ?? 'outbox-relay';
    this.batchSize = opts.batchSize ?? 2000;
    this.idleDelayMs = opts.idleDelayMs ?? 5;
  }

  /** Publishes at most one batch; returns how many events it sent. */
  async publishNextBatch(): Promise<number> {
    this.checkpoint ??= (await loadCheckpoint(this.pool, this.name)) ?? LOG_START;
    const started = performance.now();
    const events = await readAllAfter(this.pool, this.checkpoint, this.batchSize);
    const last = events.at(-1);
    if (!last) return 0;
    await this.send(events);
    await this.opts.afterPublish?.(events);
    const next = checkpointOf(last);
    await saveCheckpoint(this.pool, this.name, next);
    this.checkpoint = next;
    this.opts.onPublished?.(events, (performance.now() - started) / 1000);
    return events.length;
  }

  start(): void {
    this.stopping = false;
    this.running ??= this.loop().finally(() => {
      this.running = undefined;
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      try {
        const sent = await this.publishNextBatch();
        if (sent < this.batchSize) await sleep(this.idleDelayMs);
      } catch (err) {
        // Reload the checkpoint: nothing after it is known to have reached Kafka.
        this.checkpoint = undefined;
        this.opts.onError?.(err);
        await sleep(500);
      }
    }
  }

  private async send(events: StoredEvent[]): Promise<void> {
    const byTopic = new Map<string, BusMessage[]>();
    for (const e of events) {
      const topic = topicOf(e.streamId, this.opts.topicPrefix);
      const messages = byTopic.get(topic) ?? [];
      if (messages.length === 0) byTopic.set(topic, messages);
      messages.push(toMessage(e));
    }
    const unknown = [...byTopic.keys()].filter((t) => !this.knownTopics.has(t));
    if (unknown.length > 0) {
      await this.opts.ensureTopics(unknown);
      for (const t of unknown) this.knownTopics.add(t);
    }
    await this.producer.send([...byTopic].map(([topic, messages]) => ({ topic, messages })));
  }
}

/** The value is the public envelope; the transaction id travels in a header for checkpoints. */
export function toMessage(e: StoredEvent): BusMessage {
  const { transactionId, ...envelope } = e;
  return {
    key: e.streamId,
    value: JSON.stringify(envelope),
    headers: { 'tx-id': transactionId, 'event-type': e.type, 'correlation-id': e.metadata.correlationId },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
