import { measuredGauges } from './measured-gauges.ts';

/** What waits in an outbox for Kafka. */
export interface Backlog {
  /** Entries not yet published (at least this many past a reader's cap). */
  events: number;
  /** When the oldest of them was written (undefined when there is none). */
  oldestAt: Date | undefined;
}

interface Exposed {
  name: string;
  measure: () => Promise<Backlog>;
}

// Read when /metrics is scraped: an outbox whose relay stopped shows it even though nothing runs.
const exposeBacklog = measuredGauges<Exposed, Backlog>({
  labelName: 'outbox',
  // An outbox that cannot be read is left out.
  async measure(outboxes) {
    const byName = new Map(outboxes.map(({ name, measure }) => [name, measure]));
    const all = await Promise.all(
      [...byName].map(async ([name, measure]) => [name, await measure().catch(() => undefined)] as const),
    );
    return new Map(all.flatMap(([name, b]) => (b ? [[name, b] as const] : [])));
  },
  gauges: [
    {
      name: 'wine_outbox_backlog_events',
      help: 'Entries in an outbox not yet published to Kafka',
      value: (b) => b.events,
    },
    {
      name: 'wine_outbox_backlog_age_seconds',
      help: 'How long the oldest entry of an outbox has waited for Kafka (0: empty)',
      value: (b) => (b.oldestAt ? Math.max(0, (Date.now() - b.oldestAt.getTime()) / 1000) : 0),
    },
  ],
});

/** Shows the backlog of the outbox `name` on /metrics until the returned function is called. */
export const exposeOutboxBacklog = (name: string, measure: () => Promise<Backlog>): (() => void) =>
  exposeBacklog({ name, measure });
