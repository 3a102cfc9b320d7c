import type { ConsumedMessage, EventBus } from '@wine/platform/bus/kafka';
import { eventually, FAST_CONSUMER, uniqueName } from '@wine/platform/testing/test-env';

/**
 * Reads topics from the beginning with a fresh consumer group until `done` holds for what was
 * read. Unlike a count, a predicate still works when at-least-once delivery repeats messages.
 */
export async function readUntil(
  bus: EventBus,
  topics: string[],
  done: (messages: ConsumedMessage[]) => boolean,
  timeoutMs = 30_000,
): Promise<ConsumedMessage[]> {
  const messages: ConsumedMessage[] = [];
  // The relay creates a topic with its first message; the reader may come first.
  await bus.ensureTopics(topics);
  const consumer = await bus.consume({
    groupId: uniqueName('analytics-reader-'),
    topics,
    timings: FAST_CONSUMER,
    eachBatch: async (batch) => {
      messages.push(...batch.messages);
    },
  });
  try {
    await eventually(async () => done(messages), { timeoutMs });
    return messages;
  } finally {
    await consumer.stop();
  }
}

/** The JSON of a message; `undefined` (nothing read) parses as null, for the schema to refuse. */
export const messageValue = (m: ConsumedMessage | undefined): unknown =>
  JSON.parse(m?.value.toString('utf8') ?? 'null');
