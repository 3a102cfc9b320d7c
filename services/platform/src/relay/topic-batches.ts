import type { BusMessage } from '../bus/kafka.ts';

export interface TopicBatch {
  topic: string;
  messages: BusMessage[];
}

/**
 * A relay's batch as the producer sends it: messages grouped by topic in their order, each topic
 * created the first time this process meets it (auto-creation is off on the broker).
 */
export class TopicBatches {
  private readonly known = new Set<string>();

  constructor(private readonly ensureTopics: (topics: string[]) => Promise<void>) {}

  async of<R>(
    rows: readonly R[],
    topicOf: (row: R) => string,
    messageOf: (row: R) => BusMessage,
  ): Promise<TopicBatch[]> {
    const byTopic = new Map<string, BusMessage[]>();
    for (const row of rows) {
      const topic = topicOf(row);
      const messages = byTopic.get(topic) ?? [];
      if (messages.length === 0) byTopic.set(topic, messages);
      messages.push(messageOf(row));
    }
    const unknown = [...byTopic.keys()].filter((t) => !this.known.has(t));
    if (unknown.length > 0) {
      await this.ensureTopics(unknown);
      for (const t of unknown) this.known.add(t);
    }
    return [...byTopic].map(([topic, messages]) => ({ topic, messages }));
  }
}
