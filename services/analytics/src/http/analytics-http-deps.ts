import type { Logger } from '@wine/platform/observability/logger';
import type { ExperimentSettingsOf } from '../ab/ab-experiments.ts';
import type { OutboxSink } from '../outbox/outbox-row.ts';
import type { Pseudonyms } from '../privacy/pseudonyms.ts';

export interface AnalyticsHttpDeps {
  outbox: OutboxSink;
  experimentSettings: ExperimentSettingsOf;
  clock: () => Date;
  logger: Logger;
  /** Whom events are about, as the topics name them. */
  pseudonyms: Pseudonyms;
}
