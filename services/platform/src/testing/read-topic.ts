import type { ConsumedMessage, EventBus } from '../bus/kafka.ts';
import { eventually, FAST_CONSUMER, uniqueName } from './test-env.ts';

/** Reads a topic from the beginning with a fresh consumer group until `atLeast` messages came. */
export async function readTopic(bus: EventBus, topic: string, atLeast: number): Promise<ConsumedMessage[]> {
  const messages: ConsumedMessage[] = [];
  const consumer = await bus.consume({
    groupId: uniqueName('reader-'),
    topics: [topic],
    timings: FAST_CONSUMER,
    eachBatch: async (batch) => {
      messages.push(...batch.messages);
    },
  });
  try {
    await eventually(async () => messages.length >= atLeast);
    return messages;
  } finally {
    await consumer.stop();
  }
}
