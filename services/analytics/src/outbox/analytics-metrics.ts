import { analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import { counter } from '@wine/platform/observability/metrics';

const byTopic = Object.values(analyticsTopics).map((topic) => ({ topic }));

export const eventsAccepted = counter({
  name: 'wine_analytics_events_accepted_total',
  help: 'Analytics events stored in the outbox, by topic',
  labelNames: ['topic'],
  zeroes: byTopic,
});

export const eventsPublished = counter({
  name: 'wine_analytics_events_published_total',
  help: 'Analytics events Kafka acked, by topic',
  labelNames: ['topic'],
  zeroes: byTopic,
});

export const relayErrors = counter({
  name: 'wine_analytics_relay_errors_total',
  help: 'Failed analytics relay batches (each is retried)',
});
