import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { type DestinationStream, pino } from 'pino';
import type { Logger } from '../observability/logger.ts';
import { talliedHistogram } from '../observability/metrics.ts';
import type { HistogramSeries } from '../observability/tallied-histogram.ts';
import type { AppEnv } from './app-env.ts';

const requestDuration = talliedHistogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

// Each route, status and method's series, found once: as many as the histogram has series
// (routes are patterns). Looked up by parts, whose strings are the same ones request after request,
// rather than by a key joined from them anew.
const seriesByRoute = new Map<string, Map<number, Map<string, HistogramSeries>>>();

function kept<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function seriesOf(method: string, route: string, status: number): HistogramSeries {
  const byStatus = kept(seriesByRoute, route, () => new Map<number, Map<string, HistogramSeries>>());
  const byMethod = kept(byStatus, status, () => new Map<string, HistogramSeries>());
  return kept(byMethod, method, () => requestDuration.series({ method, route, status: String(status) }));
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
    seriesOf(method, route, status).observe(seconds);
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

interface AccessLine {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  correlationId: string;
}

/**
 * Writes the line `logger[level](line, 'request')` would, byte for byte, to the logger's own
 * stream at its level, its time and bindings: pino's general path (mixin, serializers, redaction
 * paths, a walk over the fields) was a third of what a cached answer cost. The six fields are
 * known and none is a secret; the two a client chose (path, method) are JSON-escaped when they
 * need it, the ids never do (request-ids.ts takes only plain tokens).
 */
// Printable ASCII but the quote and the backslash, which JSON.stringify leaves as it is: most
// paths are, and testing for it costs a fraction of stringifying.
const asIs = /^[ !#-[\]-~]*$/;
const jsonText = (text: string) => (asIs.test(text) ? `"${text}"` : JSON.stringify(text));

const isDestination = (value: unknown): value is DestinationStream =>
  typeof value === 'object' && value !== null && 'write' in value && typeof value.write === 'function';

function accessLineWriter(logger: Logger): (level: 'info' | 'debug', line: AccessLine) => void {
  const bindings: unknown = Reflect.get(logger, pino.symbols.chindingsSym);
  const time: unknown = Reflect.get(logger, pino.symbols.timeSym);
  const stream: unknown = Reflect.get(logger, pino.symbols.streamSym);
  if (typeof bindings !== 'string' || typeof time !== 'function' || !isDestination(stream)) {
    throw new Error('The access log needs a pino logger (its bindings, time and stream)');
  }
  const levelValue = { info: logger.levels.values.info, debug: logger.levels.values.debug };
  return (level, line) => {
    if (!logger.isLevelEnabled(level)) return;
    stream.write(
      `{"level":${levelValue[level]}${time()}${bindings},"method":${jsonText(line.method)},"path":${jsonText(line.path)},"status":${line.status},"durationMs":${line.durationMs},"requestId":"${line.requestId}","correlationId":"${line.correlationId}","msg":"request"}\n`,
    );
  };
}
