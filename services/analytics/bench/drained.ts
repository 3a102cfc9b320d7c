import type { Pool } from '@wine/platform/db/pool';
import { eventsPublished } from '../src/outbox/analytics-metrics.ts';
import { outboxBacklog } from '../src/outbox/outbox-table.ts';

/** Events Kafka has acked in this process so far, by the relay's own counter. */
export async function publishedSoFar(): Promise<number> {
  return (await eventsPublished.get()).values.reduce((sum, v) => sum + v.value, 0);
}

/** Resolves with the time the outbox was empty and at least `published` events were acked. */
export async function drained(pool: Pool, published: number, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while ((await outboxBacklog(pool)) > 0 || (await publishedSoFar()) < published) {
    if (Date.now() > deadline) throw new Error(`The outbox did not drain within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now();
}

/** Samples the outbox backlog every 250 ms; `stop()` gives the peak. */
export function backlogSampler(pool: Pool): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    outboxBacklog(pool).then(
      (n) => {
        peak = Math.max(peak, n);
      },
      () => undefined,
    );
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
