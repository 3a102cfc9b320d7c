import { fork } from 'node:child_process';
import type { BenchFigure } from '@wine/platform/bench/bench-report';
import type { Pool } from '@wine/platform/db/pool';
import { createApp } from '@wine/platform/http/create-app';
import { serve } from '@wine/platform/http/serve';
import type { Logger } from '@wine/platform/observability/logger';
import type { Analytics } from '../src/create-analytics.ts';
import { againstBurst } from './burst-target.ts';
import { backlogSampler, drained, publishedSoFar } from './drained.ts';
import type { LoadConfig, LoadResult } from './load-client.ts';

function runLoad(config: LoadConfig): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-client.ts', import.meta.url).pathname, {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load client exited with ${code}`)));
    child.send(config);
  });
}

/** autocannon against the analytics routes on a real port, the relay publishing meanwhile. */
export async function httpScenario(
  analytics: Analytics,
  pool: Pool,
  opts: { connections: number; seconds: number; logger: Logger; log: (msg: string) => void },
): Promise<BenchFigure[]> {
  const app = createApp({ name: 'analytics-bench', logger: opts.logger });
  app.route('/', analytics.router);
  const server = await serve(app, { port: 0, logger: opts.logger });
  const publishedBefore = await publishedSoFar();
  const sampler = backlogSampler(pool);
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();

  opts.log(`HTTP: ${opts.connections} connections for ${opts.seconds} s against ${server.url}`);
  const load = await runLoad({
    url: server.url,
    connections: opts.connections,
    durationSeconds: opts.seconds,
  });
  const elu = performance.eventLoopUtilization(eluBefore);
  opts.log(`HTTP: ${load.ok} accepted (${load.non2xx} non-2xx, ${load.errors} errors); draining`);
  // Requests still in flight when autocannon stopped were stored too: wait for at least load.ok.
  const drainedAt = await drained(pool, publishedBefore + load.ok);
  const cpu = process.cpuUsage(cpuBefore);
  const peakBacklog = sampler.stop();
  const published = (await publishedSoFar()) - publishedBefore;
  await server.close();

  const seconds = (load.endedAt - load.startedAt) / 1000;
  return [
    {
      name: 'http_accepted_events_per_s',
      label: 'HTTP: accepted (answered 200 once stored in the outbox)',
      ...againstBurst(Math.round(load.ok / seconds)),
      unit: 'events/s',
    },
    {
      name: 'http_published_events_per_s',
      label: 'HTTP: published (Kafka acked), load start to outbox empty',
      ...againstBurst(Math.round(published / ((drainedAt - load.startedAt) / 1000))),
      unit: 'events/s',
    },
    { name: 'http_latency_p50_ms', label: 'HTTP: latency p50', value: load.latencyP50Ms, unit: 'ms' },
    { name: 'http_latency_p99_ms', label: 'HTTP: latency p99', value: load.latencyP99Ms, unit: 'ms' },
    { name: 'http_latency_max_ms', label: 'HTTP: latency max', value: load.latencyMaxMs, unit: 'ms' },
    {
      name: 'http_drain_after_load_ms',
      label: 'HTTP: outbox empty this long after the load stopped',
      value: drainedAt - load.endedAt,
      unit: 'ms',
    },
    {
      name: 'http_outbox_peak_backlog',
      label: 'HTTP: peak outbox backlog',
      value: peakBacklog,
      unit: 'events',
    },
    {
      name: 'http_server_cpu_us_per_event',
      label: 'HTTP: server CPU per event (HTTP, validation, outbox and relay together)',
      value: Math.round((cpu.user + cpu.system) / published),
      unit: 'µs',
    },
    {
      name: 'http_server_event_loop_utilization',
      label: 'HTTP: server event loop utilization during the load',
      value: Number(elu.utilization.toFixed(2)),
      unit: 'ratio',
    },
    { name: 'http_accepted_events', label: 'HTTP: events accepted', value: load.ok, unit: 'events' },
    {
      name: 'http_failed_requests',
      label: 'HTTP: non-2xx answers, errors and timeouts',
      value: load.non2xx + load.errors,
      unit: 'requests',
    },
  ];
}
