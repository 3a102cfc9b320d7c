import type { BenchFigure } from '@wine/platform/bench/bench-report';
import type { Pool } from '@wine/platform/db/pool';
import type { Analytics } from '../src/create-analytics.ts';
import { conversionMessage, conversionRow } from '../src/messages/conversion-message.ts';
import { testPseudonyms } from '../src/testing/test-pseudonyms.ts';
import { againstBurst } from './burst-target.ts';
import { backlogSampler, drained, publishedSoFar } from './drained.ts';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The pipeline without HTTP: concurrent writers on the outbox, the relay publishing meanwhile. */
export async function outboxScenario(
  analytics: Analytics,
  pool: Pool,
  opts: { writers: number; seconds: number; log: (msg: string) => void },
): Promise<BenchFigure[]> {
  const publishedBefore = await publishedSoFar();
  const sampler = backlogSampler(pool);
  const latencies: number[] = [];
  const startedAt = Date.now();
  const until = startedAt + opts.seconds * 1000;
  opts.log(`outbox: ${opts.writers} writers for ${opts.seconds} s`);
  await Promise.all(
    Array.from({ length: opts.writers }, async (_, w) => {
      for (let i = 0; Date.now() < until; i++) {
        const userId = `bench-user-${(w * 100_000 + i) % 5000}`;
        const message = conversionMessage(
          {
            eventName: 'AddToCart',
            userId,
            deviceId: null,
            email: null,
            eventSourceUrl: 'https://wine.example/product/claret-2019',
            productId: `p-${i % 300}`,
            productName: 'Claret 2019',
            price: 1250,
            quantity: 1,
            fbc: null,
            fbp: null,
          },
          { receivedAt: new Date(), region: 'GB', callerId: userId },
          testPseudonyms,
        );
        const t = performance.now();
        await analytics.outbox.add(conversionRow(message));
        latencies.push(performance.now() - t);
      }
    }),
  );
  const endedAt = Date.now();
  const accepted = latencies.length;
  opts.log(`outbox: ${accepted} stored; draining`);
  const drainedAt = await drained(pool, publishedBefore + accepted);
  const peakBacklog = sampler.stop();
  const published = (await publishedSoFar()) - publishedBefore;
  latencies.sort((a, b) => a - b);

  return [
    {
      name: 'outbox_accepted_events_per_s',
      label: 'Outbox alone: stored (committed)',
      ...againstBurst(Math.round(accepted / ((endedAt - startedAt) / 1000))),
      unit: 'events/s',
    },
    {
      name: 'outbox_published_events_per_s',
      label: 'Outbox alone: published (Kafka acked), start to outbox empty',
      ...againstBurst(Math.round(published / ((drainedAt - startedAt) / 1000))),
      unit: 'events/s',
    },
    {
      name: 'outbox_add_p99_ms',
      label: 'Outbox alone: add() to commit, p99',
      value: Number(percentile(latencies, 99).toFixed(1)),
      unit: 'ms',
    },
    {
      name: 'outbox_drain_after_load_ms',
      label: 'Outbox alone: outbox empty this long after the writers stopped',
      value: drainedAt - endedAt,
      unit: 'ms',
    },
    {
      name: 'outbox_peak_backlog',
      label: 'Outbox alone: peak outbox backlog',
      value: peakBacklog,
      unit: 'events',
    },
  ];
}
