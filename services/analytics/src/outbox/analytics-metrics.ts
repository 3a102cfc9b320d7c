import { counter } from '@wine/platform/observability/metrics';

export const eventsAccepted = counter({
  name: 'analytics_events_accepted_total',
  help: 'Analytics events stored in the outbox, by topic',
  labelNames: ['topic'],
});

export const eventsPublished = counter({
  name: 'analytics_events_published_total',
  help: 'Analytics events Kafka acked, by topic',
  labelNames: ['topic'],
});

export const relayErrors = counter({
  name: 'analytics_relay_errors_total',
  help: 'Failed analytics relay batches (each is retried)',
});
