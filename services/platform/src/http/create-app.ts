import type { OpenAPIHono } from '@hono/zod-openapi';
import { createLogger, type Logger } from '../observability/logger.ts';
import { metricsContentType, metricsText } from '../observability/metrics.ts';
import { accessLog } from './access-log.ts';
import { registerApiDocs } from './api-docs.ts';
import type { AppEnv } from './app-env.ts';
import { createRouter } from './create-router.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { type HealthChecks, healthRoutes } from './health.ts';
import { region } from './region.ts';
import { requestIds } from './request-ids.ts';
import { requestScope } from './request-scope.ts';

export interface CreateAppOptions {
  /** Names the logger and titles the OpenAPI document, e.g. 'orders' or 'gateway'. */
  name: string;
  version?: string;
  /** Dependencies GET /health probes, e.g. `{ postgres: () => pool.query('select 1').then(() => {}) }`. */
  checks?: HealthChecks;
  /** Per check; a check slower than this counts as failed. */
  healthTimeoutMs?: number;
  logger?: Logger;
}

/**
 * The HTTP app of a service: ids and correlation, region, access log and metrics, the error
 * envelope, /health, /metrics, /openapi.json and /docs. Mount a context's routes with
 * `app.route('/', router)` (see createRouter); only the outermost app should be a createApp,
 * or the middleware would run twice.
 */
export function createApp(options: CreateAppOptions): OpenAPIHono<AppEnv> {
  const logger = options.logger ?? createLogger(`${options.name}-http`);
  const app = createRouter();

  // Order matters: ids first so every answer (even a refused region) carries them; the access
  // log next so it times and counts everything below it; the context scope last, once the
  // region is known.
  app.use(requestIds(), accessLog(logger), region(), requestScope());
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  app.route('/', healthRoutes(options.checks ?? {}, options.healthTimeoutMs ?? 1000, logger));
  app.get('/metrics', async (c) => c.body(await metricsText(), 200, { 'content-type': metricsContentType }));
  registerApiDocs(app, { title: `${options.name} API`, version: options.version ?? '1.0.0' });
  return app;
}
