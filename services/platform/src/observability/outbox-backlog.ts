import { gauge } from './metrics.ts';

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
// Several processes' parts may share one (tests, all-in-one): each shows it until it stops.
const outboxes = new Set<Exposed>();
let latest: { at: number; backlogs: Promise<Map<string, Backlog>> } | undefined;

/** One measurement per scrape for both gauges; an outbox that cannot be read is left out. */
function currentBacklogs(): Promise<Map<string, Backlog>> {
  if (!latest || Date.now() - latest.at > 1000) {
    const byName = new Map([...outboxes].map(({ name, measure }) => [name, measure]));
    const backlogs = Promise.all(
      [...byName].map(async ([name, measure]) => [name, await measure().catch(() => undefined)] as const),
    ).then((all) => new Map(all.flatMap(([name, b]) => (b ? [[name, b] as const] : []))));
    latest = { at: Date.now(), backlogs };
  }
  return latest.backlogs;
}

// Read when /metrics is scraped: an outbox whose relay stopped shows it even though nothing runs.
gauge({
  name: 'wine_outbox_backlog_events',
  help: 'Entries in an outbox not yet published to Kafka',
  labelNames: ['outbox'],
  async collect() {
    const backlogs = await currentBacklogs();
    this.reset();
    for (const [outbox, b] of backlogs) this.set({ outbox }, b.events);
  },
});

gauge({
  name: 'wine_outbox_backlog_age_seconds',
  help: 'How long the oldest entry of an outbox has waited for Kafka (0: empty)',
  labelNames: ['outbox'],
  async collect() {
    const backlogs = await currentBacklogs();
    this.reset();
    const now = Date.now();
    for (const [outbox, b] of backlogs) {
      this.set({ outbox }, b.oldestAt ? Math.max(0, (now - b.oldestAt.getTime()) / 1000) : 0);
    }
  },
});

/** Shows the backlog of the outbox `name` on /metrics until the returned function is called. */
export function exposeOutboxBacklog(name: string, measure: () => Promise<Backlog>): () => void {
  const exposed = { name, measure };
  outboxes.add(exposed);
  latest = undefined;
  return () => {
    outboxes.delete(exposed);
    latest = undefined;
  };
}
