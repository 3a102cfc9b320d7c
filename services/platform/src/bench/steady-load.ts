import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SteadyRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SteadyLoadResult {
  sent: number;
  ok: number;
  failed: number;
  /** Why requests failed: `HTTP <status>` or the socket error's code, with how many of each. */
  failures: Record<string, number>;
  p50: number;
  p99: number;
  /** Requests answered per second over the run. */
  rate: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * An open-loop load: requests leave on a fixed schedule (`rate` a second, evenly spaced) over at
 * most `connections` keep-alive connections, whatever the answers do; each latency counts from
 * when its request was due, so a stall shows in the figures instead of slowing the load down
 * (autocannon's rate limit sends each second's requests in a burst, and waits for answers).
 */
export async function steadyLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  next: () => SteadyRequest;
}): Promise<SteadyLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const latencies: number[] = [];
  let failed = 0;
  const failures: Record<string, number> = {};
  const fail = (reason: string) => {
    failed += 1;
    failures[reason] = (failures[reason] ?? 0) + 1;
  };
  const send = (request: SteadyRequest, due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.path,
          headers: request.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 500) < 300) latencies.push(performance.now() - due);
            else fail(`HTTP ${res.statusCode}`);
            resolve();
          });
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        fail(err.code ?? err.message);
        resolve();
      });
      req.end(request.body);
    });

  const total = options.rate * options.seconds;
  const interval = 1000 / options.rate;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(send(options.next(), due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    sent: total,
    ok: sorted.length,
    failed,
    failures,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    rate: Math.round(sorted.length / elapsed),
  };
}
