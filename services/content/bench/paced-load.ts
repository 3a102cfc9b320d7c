import { Agent, request } from 'node:http';

/**
 * Requests at an even pace (open loop): `rate` a second, each sent at its own moment, never in
 * bursts, and its latency counted from that moment, so a slow answer cannot hide the requests
 * that waited behind it. autocannon's own rate sends each second's quota at once on every
 * connection (a burst at five times the rate, then silence), which measures its bursts instead.
 */
export async function pacedLoad(base: string, path: (n: number) => string, rate: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const latencies: number[] = [];
  let failures = 0;
  const total = rate * seconds;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      const req = request(`${base}${path(n)}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) failures++;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end();
    });
  for (let n = 0; n < total; ) {
    const now = performance.now();
    // Every request whose moment has come, each with its own due time.
    while (n < total && started + (n * 1000) / rate <= now) {
      inFlight.push(send(n, started + (n * 1000) / rate));
      n++;
    }
    // A timer, not a busy loop: the client shares the two cores with the server and Postgres.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  const elapsed = (performance.now() - started) / 1000;
  return { rps: Math.round(latencies.length / elapsed), p50: at(0.5), p99: at(0.99), failures };
}
