import type { OpenAPIHono } from '@hono/zod-openapi';
import { readyLane } from '../fast-path/ready-lane.ts';
import { requestPipeline } from '../fast-path/request-pipeline.ts';
import { createLogger, type Logger } from '../observability/logger.ts';
import { accessLog } from './access-log.ts';
import { registerApiDocs } from './api-docs.ts';
import type { AppEnv } from './app-env.ts';
import { trustedProxies } from './client-address.ts';
import { createRouter } from './create-router.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { type HealthChecks, healthRoutes } from './health.ts';
import { registerMetrics } from './metrics-route.ts';

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
 * (this machine or a token only), /openapi.json and /docs; answers routes have ready
 * (`offeringReadyAnswers`) to plain GETs before anything else. Mount a context's routes with
 * `app.route('/', router)` (see createRouter); only the outermost app should be a createApp,
 * or the middleware would run twice.
 */
export function createApp(options: CreateAppOptions): OpenAPIHono<AppEnv> {
  const logger = options.logger ?? createLogger(`${options.name}-http`);
  const app = createRouter();

  const record = accessLog(logger);
  app.use(requestPipeline({ record, isTrustedProxy: trustedProxies(options.trustedProxies ?? []) }));
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  app.route('/', healthRoutes(options.checks ?? {}, options.healthTimeoutMs ?? 1000, logger));
  registerMetrics(app, options.metricsToken);
  registerApiDocs(app, { title: `${options.name} API`, version: options.version ?? '1.0.0' });
  // A plain GET whose answer a route has ready skips Hono's routing and middleware (ready-lane.ts).
  app.fetch = readyLane(app, record, app.fetch);
  return app;
}
