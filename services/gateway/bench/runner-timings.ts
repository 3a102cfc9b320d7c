// What the gateway's /metrics says about a bench phase: each runner's batches
// (wine_projection_batch_seconds), the callers left waiting for a Postgres connection, and
// whether the runners and the relay have caught up.

export type BatchTotals = Map<string, { count: number; sum: number }>;

const SERIES = /^wine_projection_batch_seconds_(sum|count)\{projection="([^"]+)"\} (\S+)$/gm;
const WAITING = /^wine_db_pool_clients\{pool="([^"]+)",state="waiting"\} (\S+)$/gm;
const BEHIND = /^(?:wine_projection_lag_events\{[^}]*\}|wine_outbox_backlog_events\{[^}]*\}) (\S+)$/gm;

const scrape = (origin: string) => fetch(`${origin}/metrics`).then((r) => r.text());

export async function batchTotals(origin: string): Promise<BatchTotals> {
  const totals: BatchTotals = new Map();
  for (const [, kind, projection = '', value] of (await scrape(origin)).matchAll(SERIES)) {
    const entry = totals.get(projection) ?? { count: 0, sum: 0 };
    entry[kind as 'sum' | 'count'] = Number(value);
    totals.set(projection, entry);
  }
  return totals;
}

/** The runners whose batches took longest on average between two scrapes, slowest first. */
export function slowestRunners(before: BatchTotals, after: BatchTotals, top: number) {
  return [...after]
    .map(([name, { count, sum }]) => {
      const batches = count - (before.get(name)?.count ?? 0);
      const seconds = sum - (before.get(name)?.sum ?? 0);
      return { name, batches, meanMs: batches > 0 ? Math.round((seconds / batches) * 10_000) / 10 : 0 };
    })
    .filter((r) => r.batches > 0)
    .sort((a, b) => b.meanMs - a.meanMs)
    .slice(0, top);
}

/** Samples each pool's callers waiting for a connection every `everyMs`; stop() gives the most seen. */
export function poolWaitingSampler(origin: string, everyMs: number) {
  const most = new Map<string, number>();
  const timer = setInterval(() => {
    scrape(origin).then(
      (text) => {
        for (const [, pool = '', n] of text.matchAll(WAITING))
          most.set(pool, Math.max(most.get(pool) ?? 0, Number(n)));
      },
      () => undefined,
    );
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return most;
    },
  };
}

/**
 * Until every runner has applied everything committed and both outboxes are empty: a phase's
 * set-up (thousands of placed orders) is digested before its clock starts, not inside it.
 */
export async function untilCaughtUp(origin: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const counts = [...(await scrape(origin)).matchAll(BEHIND)].map(([, n]) => Number(n));
    if (counts.length > 0 && counts.every((n) => n === 0)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the gateway did not catch up within ${timeoutMs / 1000} s`);
}

/** /metrics' lines of runners behind, outboxes not empty and dead letters: where a phase stopped. */
export async function behindOnMetrics(origin: string): Promise<string[]> {
  return (await scrape(origin))
    .split('\n')
    .filter((line) =>
      /^wine_(projection_lag_events|outbox_backlog_events|projection_dead_letters_total)\{.* [1-9]/.test(
        line,
      ),
    );
}
