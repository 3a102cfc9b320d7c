import { randomBytes } from 'node:crypto';
import type { EventBus } from '@wine/platform/bus/kafka';

/** Short liveness timings: a test waits seconds, not tens of seconds, for the group to settle. */
const FAST_CONSUMER = {
  sessionTimeoutMs: 6_000,
  heartbeatIntervalMs: 500,
  rebalanceTimeoutMs: 6_000,
  maxWaitTimeMs: 100,
};

/**
 * Collects a topic's messages from `since` (epoch ms) on, through a consumer group of its own so
 * no other reader's offsets move. The topic outlives e2e runs and holds other runs' messages:
 * `since` skips most of them, and the caller picks its own out of the rest.
 */
export async function readTopicSince(bus: EventBus, topic: string, since: number) {
  const values: unknown[] = [];
  // Reading from a time needs the topic to exist; the relay may not have made it yet.
  await bus.ensureTopics([topic]);
  const consume = () =>
    bus.consume({
      groupId: `e2e-${randomBytes(4).toString('hex')}`,
      topics: [topic],
      fromTimestamp: since,
      timings: FAST_CONSUMER,
      eachBatch: async (batch) => {
        for (const message of batch.messages) values.push(JSON.parse(message.value.toString('utf8')));
      },
    });
  // A topic just made has no leader for a moment ("not the leader for that topic-partition",
  // a retriable error in Kafka's protocol): ask again rather than fail the spec.
  for (let attempt = 1; ; attempt++) {
    try {
      const consumer = await consume();
      return { values, stop: () => consumer.stop() };
    } catch (error) {
      if (attempt === 20 || !(error as { retriable?: boolean }).retriable) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
