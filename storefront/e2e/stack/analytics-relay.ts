import { analyticsRelay } from '@wine/analytics/outbox/analytics-relay';
import type { EventBus } from '@wine/platform/bus/kafka';
import { createPool } from '@wine/platform/db/pool';

/**
 * The e2e gateway runs with EVENT_BUS=postgres: on Kafka its projectors would join the consumer
 * groups of a dev stack on the same broker. Its analytics events therefore wait in the e2e
 * database's analytics_outbox, as designed for a relay elsewhere (docs/analytics.md, section 4).
 * This is that relay: the gateway's own analyticsRelay, publishing to the real topics.
 */
export function startAnalyticsRelay(databaseUrl: string, bus: EventBus) {
  const pool = createPool(databaseUrl, { applicationName: 'e2e-analytics-relay', max: 2 });
  const publisher = bus.reconnectingProducer();
  const relay = analyticsRelay(pool, {
    publisher,
    ensureTopics: (topics) => bus.ensureTopics(topics),
    onError: (err) => console.warn('The e2e analytics relay failed a batch; retrying', err),
  });
  relay.start();
  return {
    async stop() {
      await relay.stop();
      await publisher.disconnect();
      await pool.end();
    },
  };
}
