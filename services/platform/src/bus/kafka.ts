// The one file that uses kafkajs (with its idle fixes): the rest of the code sees topics, keys
// and byte values.
import './kafkajs-idle-fixes.ts';
import {
  type ConfigResourceTypes,
  type ICustomPartitioner,
  Kafka,
  type KafkaMessage,
  logLevel,
  Partitioners,
  type Producer,
} from 'kafkajs';
import { type BusLogger, writeKafkaLog } from './kafka-log.ts';
import { topicSettings } from './topic-settings.ts';

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

// A fetch returns as soon as one message is there (minBytes 1), so a long wait costs no latency:
// it only spares every idle consumer from asking the broker five times a second.
const DEFAULT_TIMINGS: ConsumerTimings = {
  sessionTimeoutMs: 10_000,
  heartbeatIntervalMs: 3_000,
  rebalanceTimeoutMs: 10_000,
  maxWaitTimeMs: 5_000,
};

const TOPIC_RESOURCE = 2 as ConfigResourceTypes;

export class EventBus {
  private readonly kafka: Kafka;
  private readonly partitionCounts = new Map<string, number>();

  constructor(readonly opts: BusOptions) {
    this.kafka = new Kafka({
      clientId: opts.clientId,
      brokers: opts.brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry) =>
        writeKafkaLog(opts.logger, {
          namespace: entry.namespace,
          level: entry.level <= logLevel.ERROR ? 'error' : entry.level === logLevel.WARN ? 'warn' : 'debug',
          log: entry.log,
        }),
      retry: { initialRetryTime: 100, retries: 8 },
    });
  }

  /** A topic's partitions, asked of the broker once (they only grow by an operator's hand). */
  async partitionCount(topic: string): Promise<number> {
    const known = this.partitionCounts.get(topic);
    if (known !== undefined) return known;
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
      const count = topics[0]?.partitions.length ?? 0;
      if (count === 0) throw new Error(`Topic ${topic} has no partitions`);
      this.partitionCounts.set(topic, count);
      return count;
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * Creates missing topics, each with its retention (topic-settings.ts), and waits until each has
   * a leader (auto-creation is off on purpose).
   */
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
          topics: missing.map((topic) => ({
            topic,
            numPartitions: partitions,
            replicationFactor: 1,
            configEntries: Object.entries(topicSettings(topic)).map(([name, value]) => ({ name, value })),
          })),
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

  /** A topic's configs as the broker has them (retention, cleanup policy), for checks and tools. */
  async topicConfig(topic: string): Promise<Record<string, string>> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const { resources } = await admin.describeConfigs({
        includeSynonyms: false,
        // ConfigResourceTypes.TOPIC: kafkajs's CommonJS exports hide the enum from an ESM import.
        resources: [{ type: TOPIC_RESOURCE, name: topic }],
      });
      return Object.fromEntries(
        (resources[0]?.configEntries ?? []).map((e) => [e.configName, e.configValue]),
      );
    } finally {
      await admin.disconnect();
    }
  }

  /** Deletes the topics named, or every topic whose name starts with `prefix` (a run's own). */
  async deleteTopics(which: string[] | { prefix: string }): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = await admin.listTopics();
      const present = Array.isArray(which)
        ? which.filter((t) => existing.includes(t))
        : existing.filter((t) => t.startsWith(which.prefix));
      if (present.length > 0) await admin.deleteTopics({ topics: present });
    } finally {
      await admin.disconnect();
    }
  }

  /** Deletes every consumer group whose id starts with `prefix` (a run's own, its members gone). */
  async deleteGroups(which: { prefix: string }): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const { groups } = await admin.listGroups();
      const mine = groups.map((group) => group.groupId).filter((id) => id.startsWith(which.prefix));
      if (mine.length > 0) await admin.deleteGroups(mine);
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * A producer that connects on its first send and again after a failed one, so a process can
   * start before the broker and outlive it. After an outage an idempotent producer may hold
   * sequence numbers the broker no longer agrees with: a fresh one starts clean.
   */
  reconnectingProducer(): Publisher {
    let current: Promise<BusProducer> | undefined;
    const drop = async (failed: Promise<BusProducer>) => {
      if (current === failed) current = undefined;
      await (await failed.catch(() => undefined))?.disconnect().catch(() => undefined);
    };
    return {
      send: async (batches) => {
        current ??= this.producer();
        const producer = current;
        try {
          await (await producer).send(batches);
        } catch (err) {
          await drop(producer);
          throw err;
        }
      },
      disconnect: async () => {
        if (current) await drop(current);
      },
    };
  }

  /** Idempotent producer, acks from all in-sync replicas: no duplicates from producer retries. */
  async producer(): Promise<BusProducer> {
    const producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: keyHashPartitioner,
    });
    await producer.connect();
    return new BusProducer(producer);
  }

  /**
   * Joins `groupId` and resolves once the group is joined (kafkajs' run() resolves before that).
   * `eachBatch` gets one partition's messages; offsets are committed only after it resolves.
   * `fromTimestamp` (epoch ms) starts each partition at its first message at or after that time;
   * it sets the group's offsets, so it is for a group that has no members yet.
   *
   * By default every batch's offset is committed before the next fetch, a round trip to the
   * group coordinator in the path of every message. Consumers that drop redeliveries themselves
   * (projectors: their checkpoints) can pass `commitIntervalMs` to commit at most that often, and
   * on stop: a restart or rebalance then re-reads up to that much, and nothing is skipped.
   */
  async consume(opts: {
    groupId: string;
    topics: string[];
    fromBeginning?: boolean;
    fromTimestamp?: number;
    timings?: Partial<ConsumerTimings>;
    commitIntervalMs?: number;
    /** Partitions whose batches are handled at the same time (default 1); each keeps its order. */
    partitionsConsumedConcurrently?: number;
    eachBatch: (batch: ConsumedBatch) => Promise<void>;
    /** kafkajs gave up on this consumer for good (it restarts by itself after retriable errors). */
    onCrash?: (err: unknown) => void;
    /**
     * With `commitIntervalMs`: runs before each commit, which covers only batches handled before
     * it began (what the handlers kept in memory for those batches is made durable first).
     */
    beforeCommit?: () => Promise<void>;
  }): Promise<RunningConsumer> {
    const t = { ...DEFAULT_TIMINGS, ...opts.timings };
    if (opts.fromTimestamp !== undefined) await this.seekGroup(opts.groupId, opts.topics, opts.fromTimestamp);
    const consumer = this.kafka.consumer({
      groupId: opts.groupId,
      sessionTimeout: t.sessionTimeoutMs,
      heartbeatInterval: t.heartbeatIntervalMs,
      rebalanceTimeout: t.rebalanceTimeoutMs,
      maxWaitTimeInMs: t.maxWaitTimeMs,
      retry: { retries: 5, initialRetryTime: 200 },
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart) opts.onCrash?.(payload.error);
    });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: opts.topics, fromBeginning: opts.fromBeginning ?? true });
    } catch (err) {
      await consumer.disconnect().catch(() => undefined);
      throw err;
    }
    const joined = new Promise<void>((resolve) => {
      const off = consumer.on(consumer.events.GROUP_JOIN, () => {
        off();
        resolve();
      });
    });
    const interval = opts.commitIntervalMs ?? 0;
    // Offsets (next to read) of the batches handled since the last commit.
    const handled = new Map<string, { topic: string; partition: number; offset: string }>();
    let lastCommitAt = Date.now();
    /** Commits the batches handled so far, once `beforeCommit` made what they left durable. */
    const commitHandled = async () => {
      const offsets = [...handled.values()];
      if (offsets.length === 0) return;
      await opts.beforeCommit?.();
      await consumer.commitOffsets(offsets);
      for (const o of offsets) {
        const key = `${o.topic}:${o.partition}`;
        if (handled.get(key) === o) handled.delete(key);
      }
    };
    await consumer.run({
      eachBatchAutoResolve: true,
      partitionsConsumedConcurrently: opts.partitionsConsumedConcurrently ?? 1,
      ...(interval > 0 ? { autoCommit: false, autoCommitInterval: interval } : {}),
      eachBatch: async ({ batch, heartbeat, resolveOffset }) => {
        await opts.eachBatch({
          topic: batch.topic,
          partition: batch.partition,
          messages: batch.messages.map(toConsumed),
          lag: Number(batch.offsetLag()),
        });
        if (interval > 0 && batch.messages.length > 0) {
          const last = batch.lastOffset();
          resolveOffset(last);
          handled.set(`${batch.topic}:${batch.partition}`, {
            topic: batch.topic,
            partition: batch.partition,
            offset: (BigInt(last) + 1n).toString(),
          });
          if (Date.now() >= lastCommitAt + interval) {
            lastCommitAt = Date.now();
            await commitHandled();
          }
        }
        await heartbeat();
      },
    });
    await joined;
    return {
      stop: async () => {
        if (interval > 0) {
          await commitHandled().catch((err: unknown) => {
            // Stop anyway: at worst the next owner re-reads these batches.
            this.opts.logger.warn({ err, groupId: opts.groupId }, 'offset commit on stop failed');
          });
        }
        await consumer.disconnect();
      },
    };
  }

  private async seekGroup(groupId: string, topics: string[], timestamp: number): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      for (const topic of topics) {
        // A partition with nothing that recent starts at its end (kafkajs gives its high-water mark).
        const partitions = await admin.fetchTopicOffsetsByTimestamp(topic, timestamp);
        await admin.setOffsets({ groupId, topic, partitions });
      }
    } finally {
      await admin.disconnect();
    }
  }
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

/** What publishes: a connected BusProducer, or EventBus.reconnectingProducer(). */
export interface Publisher {
  send(batches: { topic: string; messages: BusMessage[] }[]): Promise<void>;
  disconnect(): Promise<void>;
}

export class BusProducer implements Publisher {
  constructor(private readonly producer: Producer) {}

  async send(batches: { topic: string; messages: BusMessage[] }[]): Promise<void> {
    if (batches.length === 0) return;
    await this.producer.sendBatch({ acks: -1, topicMessages: batches });
  }

  disconnect(): Promise<void> {
    return this.producer.disconnect();
  }
}

/**
 * Java's murmur2 (what kafkajs' DefaultPartitioner and the Java client hash keys with), in 32-bit
 * integer arithmetic. kafkajs computes it with 64-bit Long objects, several allocations per
 * byte group: at relay rates that was ~7% of the relay's CPU. Same hash, same partition per key.
 */
export function murmur2(data: Buffer): number {
  const m = 0x5bd1e995;
  const length = data.length;
  let h = 0x9747b28c ^ length;
  const body = length & ~3;
  for (let i = 0; i < body; i += 4) {
    let k =
      (data[i] as number) |
      ((data[i + 1] as number) << 8) |
      ((data[i + 2] as number) << 16) |
      ((data[i + 3] as number) << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
  }
  const tail = length & 3;
  if (tail === 3) h ^= (data[body + 2] as number) << 16;
  if (tail >= 2) h ^= (data[body + 1] as number) << 8;
  if (tail >= 1) {
    h ^= data[body] as number;
    h = Math.imul(h, m);
  }
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h;
}

/** kafkajs' DefaultPartitioner with the hash above; key-less messages still go round robin. */
export const keyHashPartitioner: ICustomPartitioner = () => {
  const fallback = Partitioners.DefaultPartitioner();
  return (args) => {
    const { message, partitionMetadata } = args;
    if (message.partition !== null && message.partition !== undefined) return message.partition;
    if (message.key === null || message.key === undefined) return fallback(args);
    const key = Buffer.isBuffer(message.key) ? message.key : Buffer.from(String(message.key));
    return partitionOfKey(key, partitionMetadata.length);
  };
};

/** The partition a keyed message goes to (the producer's choice, for readers that wait on it). */
export function partitionOfKey(key: string | Buffer, partitions: number): number {
  return (murmur2(typeof key === 'string' ? Buffer.from(key) : key) & 0x7fffffff) % partitions;
}

/** True for an error of the Kafka client (a broker missing, a request refused), not of the caller's work. */
export function isBusError(err: unknown): boolean {
  // By name: kafkajs' error classes are not all importable from its ESM entry.
  return err instanceof Error && err.name.startsWith('KafkaJS');
}

function toConsumed(m: KafkaMessage): ConsumedMessage {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.headers ?? {})) {
    if (v !== undefined) headers[k] = Array.isArray(v) ? String(v[0]) : String(v);
  }
  return { key: m.key?.toString() ?? '', value: m.value ?? Buffer.alloc(0), headers, offset: m.offset };
}
