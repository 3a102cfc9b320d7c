import type { Logger } from '@wine/platform/observability/logger';
import type { ExperimentSettingsOf } from '../ab/ab-experiments.ts';
import type { OutboxSink } from '../outbox/outbox-row.ts';

export interface AnalyticsHttpDeps {
  outbox: OutboxSink;
  experimentSettings: ExperimentSettingsOf;
  clock: () => Date;
  logger: Logger;
}
