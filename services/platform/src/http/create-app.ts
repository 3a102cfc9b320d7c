import type { OpenAPIHono } from '@hono/zod-openapi';
import { createLogger, type Logger } from '../observability/logger.ts';
import { accessLog } from './access-log.ts';
import { registerApiDocs } from './api-docs.ts';
import type { AppEnv } from './app-env.ts';
import { requestBodyLimit } from './body-limit.ts';
import { clientAddress, trustedProxies } from './client-address.ts';
import { createRouter } from './create-router.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { type HealthChecks, healthRoutes } from './health.ts';
import { registerMetrics } from './metrics-route.ts';
import { region } from './region.ts';
import { requestIds } from './request-ids.ts';
import { requestScope } from './request-scope.ts';
import { securityHeaders } from './security-headers.ts';
import { wellFormedInput } from './well-formed-input.ts';

export interface CreateAppOptions {
  /** Names the logger and titles the OpenAPI document, e.g. 'orders' or 'gateway'. */
  name: string;
  version?: string;
  /** Dependencies GET /health probes, e.g. `{ postgres: () => pool.query('select 1').then(() => {}) }`. */
  checks?: HealthChecks;
  /** Per check; a check slower than this counts as failed. */
  healthTimeoutMs?: number;
  logger?: Logger;
  /** Lets a scraper off this machine read /metrics with this bearer token (METRICS_TOKEN). */
  metricsToken?: string | undefined;
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the caller (none by default). */
  trustedProxies?: readonly string[];
}

/**
 * The HTTP app of a service: ids and correlation, security headers, the body limit and the
 * well-formed-text rule, region, access log and metrics, the error envelope, /health, /metrics
 * (this machine or a token only), /openapi.json and /docs. Mount a context's routes with
 * `app.route('/', router)` (see createRouter); only the outermost app should be a createApp,
 * or the middleware would run twice.
 */
export function createApp(options: CreateAppOptions): OpenAPIHono<AppEnv> {
  const logger = options.logger ?? createLogger(`${options.name}-http`);
  const app = createRouter();

  // Order matters: the security headers outermost, on whatever answer comes back (requestIds
  // makes a handler's immutable Response mutable); ids next so every answer (even a refused
  // region) carries them; the access log next so it times and counts everything below it; then
  // what refuses bad input before anything parses it; the context scope last, once the region
  // is known.
  app.use(
    securityHeaders(),
    requestIds(),
    clientAddress(trustedProxies(options.trustedProxies ?? [])),
    accessLog(logger),
    requestBodyLimit(),
    wellFormedInput(),
    region(),
    requestScope(),
  );
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  app.route('/', healthRoutes(options.checks ?? {}, options.healthTimeoutMs ?? 1000, logger));
  registerMetrics(app, options.metricsToken);
  registerApiDocs(app, { title: `${options.name} API`, version: options.version ?? '1.0.0' });
  return app;
}
