import type { StoredEvent } from '../event-store/stored-event.ts';
import { counter, gauge, histogram } from '../observability/metrics.ts';
import type { ProjectorMetrics } from '../projections/projector-metrics.ts';

const applied = counter({
  name: 'wine_projection_events_applied_total',
  help: 'Events applied to a read model (redeliveries excluded)',
  labelNames: ['projection'],
});
const kafkaLag = gauge({
  name: 'wine_projection_kafka_lag_messages',
  help: 'Messages on the partition after the last batch consumed (set only when a batch is: see wine_projection_lag_events)',
  labelNames: ['projection'],
});
const deadLettered = counter({
  name: 'wine_projection_dead_letters_total',
  help: 'Events sent to the dead-letter topic or table',
  labelNames: ['projection'],
});
const batchesFailed = counter({
  name: 'wine_projection_batches_failed_total',
  help: 'Batches a runner failed with a transient error and read again, by Postgres SQLSTATE or error name',
  labelNames: ['projection', 'code'],
});
const batchSeconds = histogram({
  name: 'wine_projection_batch_seconds',
  help: "One runner's batch from Kafka, its wait for a connection and its locks included",
  labelNames: ['projection'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});
export const relayPublished = counter({
  name: 'wine_relay_events_published_total',
  help: 'Events published to Kafka',
});
export const relayBatchSeconds = histogram({
  name: 'wine_relay_batch_seconds',
  help: 'Read, publish and checkpoint of one relay batch',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
});
export const relayErrors = counter({
  name: 'wine_relay_errors_total',
  help: 'Relay batches that failed and were retried',
});

/** Every runner's series at 0 before its first event: alerts on `increase()` see the first one. */
export function zeroRunnerSeries(runners: readonly string[]): void {
  for (const projection of runners) {
    applied.inc({ projection }, 0);
    deadLettered.inc({ projection }, 0);
  }
}

export const prometheusProjectorMetrics: ProjectorMetrics = {
  applied(projection: string, events: StoredEvent[]) {
    if (events.length > 0) applied.inc({ projection }, events.length);
  },
  deadLettered(projection: string) {
    deadLettered.inc({ projection });
  },
};

/** A deadlock (40P01) or a lost connection shows here before it shows as lag. */
export function recordBatchFailed(projection: string, err: unknown): void {
  const code = (err as { code?: unknown } | undefined)?.code;
  batchesFailed.inc({
    projection,
    code: typeof code === 'string' ? code : err instanceof Error ? err.name : 'unknown',
  });
}

export function recordBatchSeconds(projection: string, seconds: number): void {
  batchSeconds.observe({ projection }, seconds);
}

export function recordKafkaLag(projection: string, lag: number): void {
  kafkaLag.set({ projection }, lag);
}
