import type { ConsumedMessage, ConsumerTimings, EventBus, RunningConsumer } from '../bus/kafka.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import type { Projector } from './projector.ts';

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
  /** The consumer stopped for good (see EventBus.consume); the caller may start it again. */
  onCrash?: (err: unknown) => void;
}

/** Feeds a projector from its contexts' topics, one consumer group per projection. */
export async function runFromKafka(
  bus: EventBus,
  projector: Projector,
  opts: KafkaSourceOptions = {},
): Promise<RunningConsumer> {
  const { projection } = projector;
  const topics = projection.contexts.map((c) => `${opts.topicPrefix ?? ''}${c}.events`);
  await bus.ensureTopics(topics);
  await projector.setup();
  return bus.consume({
    groupId: `${opts.groupPrefix ?? ''}projection.${projection.name}`,
    topics,
    ...(opts.timings ? { timings: opts.timings } : {}),
    commitIntervalMs: opts.commitIntervalMs ?? 1000,
    ...(opts.onCrash ? { onCrash: opts.onCrash } : {}),
    eachBatch: async (batch) => {
      await projector.applyBatch(`kafka:${batch.topic}:${batch.partition}`, batch.messages.map(decodeEvent));
      opts.onLag?.(projection.name, batch.lag);
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
