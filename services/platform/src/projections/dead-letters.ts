import type { Publisher } from '../bus/kafka.ts';
import type { Pool } from '../db/pool.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';
import { toMessage } from '../relay/outbox-relay.ts';

/** Where an event goes when a projector cannot apply it after its retries. */
export interface DeadLetterSink {
  send(projection: string, event: StoredEvent, reason: string): Promise<void>;
}

export function deadLetterTopic(projection: string, topicPrefix = ''): string {
  return `${topicPrefix}dead-letter.${projection}`;
}

/** The event as published, plus the projection and the reason in headers. */
export function kafkaDeadLetters(
  producer: Publisher,
  ensureTopics: (topics: string[]) => Promise<void>,
  topicPrefix = '',
): DeadLetterSink {
  return {
    async send(projection, event, reason) {
      const topic = deadLetterTopic(projection, topicPrefix);
      await ensureTopics([topic]);
      const message = toMessage(event);
      message.headers = { ...message.headers, projection, reason: reason.slice(0, 2000) };
      await producer.send([{ topic, messages: [message] }]);
    },
  };
}

/** For the embedded mode and replay, where no broker may exist: a table engineers can query. */
export function pgDeadLetters(pool: Pool): DeadLetterSink {
  return {
    async send(projection, event, reason) {
      await pool.query(
        `INSERT INTO dead_letters (projection, event_id, position, event, reason)
         VALUES ($1, $2, $3, $4, $5)`,
        [projection, event.eventId, event.position, JSON.stringify(event), reason],
      );
    },
  };
}
