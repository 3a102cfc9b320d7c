import type { ConsumedMessage, ConsumerTimings, EventBus, RunningConsumer } from '../bus/kafka.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Runner } from '../runners/runner.ts';

export interface KafkaSourceOptions {
  topicPrefix?: string;
  groupPrefix?: string;
  timings?: Partial<ConsumerTimings>;
  /**
   * How often consumed offsets are committed to Kafka (default 1000 ms; 0: after every batch).
   * Projectors drop redelivered events by their own checkpoints, so committing per batch would
   * only put a coordinator round trip in front of every next fetch.
   */
  commitIntervalMs?: number;
  onLag?: (projection: string, lag: number) => void;
  /** A runner settled a batch: how long it took, the wait for a connection and its locks included. */
  onBatchTimed?: (projection: string, seconds: number) => void;
  /** A runner failed a batch (a transient error); the batch is fetched again. */
  onBatchFailed?: (projection: string, err: unknown) => void;
  /** The consumer stopped for good (see EventBus.consume); the caller may start it again. */
  onCrash?: (err: unknown) => void;
}

/** Partitions one consumer handles at the same time, each in order. */
const PARTITIONS_AT_ONCE = 3;

/** Feeds one projector from its contexts' topics, in a consumer group of its own. */
export function runFromKafka(
  bus: EventBus,
  projector: Runner,
  opts: KafkaSourceOptions = {},
): Promise<RunningConsumer> {
  return runAllFromKafka(bus, [projector], { ...opts, group: `projection.${projector.projection.name}` });
}

/**
 * Feeds every runner of a process (projectors, workflows, effects) from one consumer in one
 * group (docs/adr/0006): each batch of a partition goes to the runners that follow its topic,
 * together, and each applies it behind its own checkpoint for that partition. A batch one runner
 * could not apply is fetched again once the others settled: those drop it by their checkpoints,
 * so a redelivered event still has one effect per runner.
 */
export async function runAllFromKafka(
  bus: EventBus,
  runners: readonly Runner[],
  opts: KafkaSourceOptions & { group: string },
): Promise<RunningConsumer> {
  const prefix = opts.topicPrefix ?? '';
  const followers = new Map<string, Runner[]>();
  for (const runner of runners) {
    for (const context of runner.projection.contexts) {
      const topic = `${prefix}${context}.events`;
      followers.set(topic, [...(followers.get(topic) ?? []), runner]);
    }
  }
  const topics = [...followers.keys()];
  await bus.ensureTopics(topics);
  for (const runner of runners) await runner.setup();
  // A batch is handed on when its slowest runner settles: this says which one that is.
  const timed = async (runner: Runner, source: string, events: StoredEvent[]) => {
    const started = performance.now();
    try {
      return await runner.applyBatch(source, events);
    } finally {
      opts.onBatchTimed?.(runner.projection.name, (performance.now() - started) / 1000);
    }
  };
  return bus.consume({
    groupId: `${opts.groupPrefix ?? ''}${opts.group}`,
    topics,
    ...(opts.timings ? { timings: opts.timings } : {}),
    commitIntervalMs: opts.commitIntervalMs ?? 1000,
    // A batch waits for its slowest runner (an effect calling a mail server): other partitions go on.
    partitionsConsumedConcurrently: PARTITIONS_AT_ONCE,
    ...(opts.onCrash ? { onCrash: opts.onCrash } : {}),
    // A runner's passes over a batch are written a moment later: durable before Kafka is told.
    beforeCommit: async () => {
      await Promise.all(runners.map((runner) => runner.settle?.()));
    },
    eachBatch: async (batch) => {
      const source = `kafka:${batch.topic}:${batch.partition}`;
      const events = batch.messages.map(decodeEvent);
      const following = followers.get(batch.topic) ?? [];
      const outcomes = await Promise.allSettled(following.map((runner) => timed(runner, source, events)));
      let failure: PromiseRejectedResult | undefined;
      outcomes.forEach((outcome, i) => {
        const { name } = (following[i] as Runner).projection;
        if (outcome.status === 'fulfilled') opts.onLag?.(name, batch.lag);
        else {
          failure ??= outcome;
          opts.onBatchFailed?.(name, outcome.reason);
        }
      });
      if (failure) throw failure.reason;
    },
  });
}

export function decodeEvent(m: ConsumedMessage): StoredEvent {
  const txId = m.headers['tx-id'];
  if (!txId) throw new Error(`Message at offset ${m.offset} has no tx-id header`);
  return {
    ...(JSON.parse(m.value.toString('utf8')) as Omit<StoredEvent, 'transactionId'>),
    transactionId: txId,
  };
}
