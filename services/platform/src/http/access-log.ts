import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../observability/logger.ts';
import { histogram } from '../observability/metrics.ts';
import type { AppEnv } from './app-env.ts';

const requestDuration = histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

type Series = ReturnType<typeof requestDuration.labels>;
// Each method, route and status's series, resolved once: observing through it skips building and
// checking the labels on every request. As many as the histogram has series (routes are patterns).
const seriesByKey = new Map<string, Series>();

function seriesOf(method: string, route: string, status: string): Series {
  const key = `${method} ${route} ${status}`;
  let series = seriesByKey.get(key);
  if (!series) {
    series = requestDuration.labels({ method, route, status });
    seriesByKey.set(key, series);
  }
  return series;
}

// Probes and scrapes arrive every few seconds; at info they would drown the real traffic.
const quietPaths = new Set(['/health', '/metrics']);

/**
 * The route pattern (`/orders/:id`), not the path: one series per route keeps the metric's
 * cardinality bounded. Middleware is registered for method ALL, so a request that reached no
 * method-specific route is `unmatched`.
 */
function routePattern(c: Context): string {
  return matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? 'unmatched';
}

/** Records an answered request: one log line and one histogram observation, errors and 404s included. */
export type AccessRecorder = (c: Context<AppEnv>, startedAt: number) => void;

export function accessLog(logger: Logger): AccessRecorder {
  // The line's fields are these six and none is a secret: made once without the redaction
  // paths, which would otherwise be matched against every field of every request's line.
  const lines = logger.child({}, { redact: [] });
  return (c, startedAt) => {
    const seconds = (performance.now() - startedAt) / 1000;
    const { method, path } = c.req;
    const status = c.res.status;
    seriesOf(method, routePattern(c), String(status)).observe(seconds);
    const level = quietPaths.has(path) ? 'debug' : 'info';
    lines[level](
      {
        method,
        path,
        status,
        durationMs: Math.round(seconds * 100_000) / 100,
        requestId: c.get('requestId'),
        correlationId: c.get('correlationId'),
      },
      'request',
    );
  };
}
