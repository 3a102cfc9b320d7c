import type { Pool } from '@wine/platform/db/pool';
import { doorbellOf } from '@wine/platform/event-store/commit-doorbell';
import { eventsAccepted } from './analytics-metrics.ts';
import { MicroBatcher, type MicroBatcherOptions } from './micro-batcher.ts';
import type { OutboxRow } from './outbox-row.ts';
import { insertOutboxRows, OUTBOX_CHANNEL } from './outbox-table.ts';

/** The outbox the routes write to: accepted events, batched into `analytics_outbox`. */
export function analyticsOutbox(
  pool: Pool,
  options: Omit<MicroBatcherOptions<OutboxRow>, 'write'> = {},
): MicroBatcher<OutboxRow> {
  return new MicroBatcher({
    ...options,
    write: async (rows) => {
      await insertOutboxRows(pool, rows);
      doorbellOf(pool, OUTBOX_CHANNEL).ring();
      for (const row of rows) eventsAccepted.inc({ topic: row.topic });
    },
  });
}
