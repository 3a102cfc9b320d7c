import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { accessLineWriter } from '../fast-path/access-line.ts';
import type { Logger } from '../observability/logger.ts';
import { histogram } from '../observability/metrics.ts';
import type { AppEnv } from './app-env.ts';

const requestDuration = histogram({
  name: 'wine_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

// Probes and scrapes arrive every few seconds; at info they would drown the real traffic.
const quietPaths = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

/**
 * The route pattern (`/orders/:id`), not the path: one series per route keeps the metric's
 * cardinality bounded. Middleware is registered for method ALL, so a request that reached no
 * method-specific route is `unmatched`.
 */
function routePattern(c: Context): string {
  return matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? 'unmatched';
}

/** An answered request as the access log and the histogram see it. */
export interface Answered {
  method: string;
  path: string;
  /** The route's pattern (`/orders/:id`), `unmatched` when none. */
  route: string;
  status: number;
  startedAt: number;
  requestId: string;
  correlationId: string;
}

/** Records an answered request: one log line and one histogram observation, errors and 404s included. */
export type AccessRecorder = (answered: Answered) => void;

export function accessLog(logger: Logger): AccessRecorder {
  const writeLine = accessLineWriter(logger);
  return ({ method, path, route, status, startedAt, requestId, correlationId }) => {
    const seconds = (performance.now() - startedAt) / 1000;
    requestDuration.observe({ method, route, status: String(status) }, seconds);
    writeLine(quietPaths.has(path) ? 'debug' : 'info', {
      method,
      path,
      status,
      durationMs: Math.round(seconds * 100_000) / 100,
      requestId,
      correlationId,
    });
  };
}

/** What the access log records of a request Hono answered. */
export const answeredBy = (c: Context<AppEnv>, startedAt: number): Answered => ({
  method: c.req.method,
  path: c.req.path,
  route: routePattern(c),
  status: c.res.status,
  startedAt,
  requestId: c.get('requestId'),
  correlationId: c.get('correlationId'),
});
