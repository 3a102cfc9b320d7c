// The load half of ingest-bench.ts, forked so that autocannon's own work never queues behind the
// server's on one event loop. POSTs valid conversion events (5,000 users, the funnel's names)
// and sends autocannon's result back over IPC.
import autocannon from 'autocannon';

export interface LoadConfig {
  url: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  ok: number;
  non2xx: number;
  errors: number;
  durationSeconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  startedAt: number;
  endedAt: number;
}

const NAMES = ['ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase'];
let sequence = 0;

function body(): string {
  const n = sequence++;
  const user = `bench-user-${n % 5000}`;
  return JSON.stringify({
    eventName: NAMES[n % NAMES.length],
    userId: user,
    deviceId: `bench-device-${n % 5000}`,
    email: `${user}@example.com`,
    eventSourceUrl: 'https://wine.example/product/claret-2019',
    productId: `p-${n % 300}`,
    productName: 'Claret 2019',
    price: 1250,
    quantity: 1 + (n % 3),
    fbp: 'fb.1.1732190400000.1234567890',
  });
}

process.once('message', async (config: LoadConfig) => {
  const startedAt = Date.now();
  const result = await autocannon({
    url: config.url,
    connections: config.connections,
    duration: config.durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/fn/logWebAppConversionsApiEvent',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  const loadResult: LoadResult = {
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    durationSeconds: result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    startedAt,
    endedAt: Date.now(),
  };
  process.send?.(loadResult, () => process.exit(0));
});
