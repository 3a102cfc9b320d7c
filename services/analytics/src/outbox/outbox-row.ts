import type { AnalyticsTopic } from '@wine/contracts/analytics/analytics-topics';

/** One accepted event as it waits in `analytics_outbox`: where it goes and the bytes it carries. */
export interface OutboxRow {
  topic: AnalyticsTopic;
  key: string;
  payload: string;
}

export function outboxRow(topic: AnalyticsTopic, key: string, message: object): OutboxRow {
  return { topic, key, payload: JSON.stringify(message) };
}

/** Where the HTTP routes put accepted events; resolves once the event is durably stored. */
export interface OutboxSink {
  add(row: OutboxRow): Promise<void>;
}
