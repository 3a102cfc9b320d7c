import { ANALYTICS_RETENTION_DAYS } from '@wine/contracts/analytics/analytics-topics';

const DAY_MS = 86_400_000;

/** What a topic is created with, besides its partitions: Kafka's topic-level configs. */
export type TopicSettings = Record<string, string>;

/**
 * Retention and cleanup of each kind of topic, decided here rather than left to the broker's
 * default (24 h in development, 7 days in the compose file), whichever client creates the topic
 * first (a relay, a consumer, a reader). Never compacted: a key (a stream id, a user, a device)
 * has many messages, each a fact of its own, and compaction would keep only the last.
 * - `<context>.events`: the event store is the source of truth and runners keep their checkpoints
 *   in Postgres; the topic is the transport. 30 days covers a runner away for a long time; a
 *   runner away for longer is rebuilt with replay (docs/runbooks/replay.md).
 * - `dead-letter.<name>`: each message waits for a person to look at it: 90 days.
 * - `analytics.*`: its owner's choice, ANALYTICS_RETENTION_DAYS (contracts/analytics).
 */
export function topicSettings(topic: string): TopicSettings {
  // Matched on the name's end: tests and benches put a prefix before it.
  const days = /(^|\.)dead-letter\.[a-z0-9-]+$/.test(topic)
    ? 90
    : /(^|\.)analytics\.[a-z-]+$/.test(topic)
      ? ANALYTICS_RETENTION_DAYS
      : 30;
  return { 'cleanup.policy': 'delete', 'retention.ms': String(days * DAY_MS) };
}
