// The one file that imports kafkajs: the rest of the code sees topics, keys and byte values.
import { Kafka, type KafkaMessage, logLevel, Partitioners, type Producer } from 'kafkajs';

export interface BusLogger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

export interface BusMessage {
  key: string;
  value: string | Buffer;
  headers?: Record<string, string>;
}

export interface ConsumedMessage {
  key: string;
  value: Buffer;
  headers: Record<string, string>;
  offset: string;
}

export interface ConsumedBatch {
  topic: string;
  partition: number;
  messages: ConsumedMessage[];
  /** Kafka's high-water mark minus the last offset of this batch: messages still to read. */
  lag: number;
}

export interface BusOptions {
  brokers: string[];
  clientId: string;
  logger: BusLogger;
}

export interface ConsumerTimings {
  /** Broker-side liveness window; short in tests so a dead member is noticed quickly. */
  sessionTimeoutMs: number;
  heartbeatIntervalMs: number;
  rebalanceTimeoutMs: number;
  maxWaitTimeMs: number;
}

const DEFAULT_TIMINGS: ConsumerTimings = {
  sessionTimeoutMs: 10_000,
  heartbeatIntervalMs: 1_000,
  rebalanceTimeoutMs: 10_000,
  maxWaitTimeMs: 200,
};

export class EventBus {
  private readonly kafka: Kafka;

  constructor(readonly opts: BusOptions) {
    this.kafka = new Kafka({
      clientId: opts.clientId,
      brokers: opts.brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => {
        const { message, ...rest } = entry.log;
        const fields = { kafka: entry.namespace, ...rest };
        if (entry.level <= logLevel.ERROR) opts.logger.error(fields, message);
        else if (entry.level === logLevel.WARN) opts.logger.warn(fields, message);
        else opts.logger.debug(fields, message);
      },
      retry: { initialRetryTime: 100, retries: 8 },
    });
  }

  /** Creates missing topics and waits until each has a leader (auto-creation is off on purpose). */
  async ensureTopics(topics: string[], partitions = 3): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const missing = [...new Set(topics)].filter((t) => !existing.has(t));
      if (missing.length === 0) return;
      try {
        await admin.createTopics({
          waitForLeaders: true,
          topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
        });
      } catch (err) {
        // Another process created them at the same moment: fine if they all exist now.
        const now = new Set(await admin.listTopics());
        if (missing.some((t) => !now.has(t))) throw err;
      }
    } finally {
      await admin.disconnect();
    }
  }

  async deleteTopics(topics: string[]): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const present = topics.filter((t) => existing.has(t));
      if (present.length > 0) await admin.deleteTopics({ topics: present });
    } finally {
      await admin.disconnect();
    }
  }

  /** Idempotent producer, acks from all in-sync replicas: no duplicates from producer retries. */
  async producer(): Promise<BusProducer> {
    const producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await producer.connect();
    return new BusProducer(producer);
  }

  /**
   * Joins `groupId` and resolves once the group is joined (kafkajs' run() resolves before that).
   * `eachBatch` gets one partition's messages; offsets are committed only after it resolves.
   */
  async consume(opts: {
    groupId: string;
    topics: string[];
    fromBeginning?: boolean;
    timings?: Partial<ConsumerTimings>;
    eachBatch: (batch: ConsumedBatch) => Promise<void>;
  }): Promise<RunningConsumer> {
    const t = { ...DEFAULT_TIMINGS, ...opts.timings };
    const consumer = this.kafka.consumer({
      groupId: opts.groupId,
      sessionTimeout: t.sessionTimeoutMs,
      heartbeatInterval: t.heartbeatIntervalMs,
      rebalanceTimeout: t.rebalanceTimeoutMs,
      maxWaitTimeInMs: t.maxWaitTimeMs,
      retry: { retries: 5, initialRetryTime: 200 },
    });
    await consumer.connect();
    await consumer.subscribe({ topics: opts.topics, fromBeginning: opts.fromBeginning ?? true });
    const joined = new Promise<void>((resolve) => {
      const off = consumer.on(consumer.events.GROUP_JOIN, () => {
        off();
        resolve();
      });
    });
    await consumer.run({
      eachBatchAutoResolve: true,
      eachBatch: async ({ batch, heartbeat }) => {
        await opts.eachBatch({
          topic: batch.topic,
          partition: batch.partition,
          messages: batch.messages.map(toConsumed),
          lag: Number(batch.offsetLag()),
        });
        await heartbeat();
      },
    });
    await joined;
    return { stop: () => consumer.disconnect() };
  }
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

export class BusProducer {
  constructor(private readonly producer: Producer) {}

  async send(batches: { topic: string; messages: BusMessage[] }[]): Promise<void> {
    if (batches.length === 0) return;
    await this.producer.sendBatch({ acks: -1, topicMessages: batches });
  }

  disconnect(): Promise<void> {
    return this.producer.disconnect();
  }
}

function toConsumed(m: KafkaMessage): ConsumedMessage {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.headers ?? {})) {
    if (v !== undefined) headers[k] = Array.isArray(v) ? String(v[0]) : String(v);
  }
  return { key: m.key?.toString() ?? '', value: m.value ?? Buffer.alloc(0), headers, offset: m.offset };
}
