import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { metricsContentType, metricsText } from '../observability/metrics.ts';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-response.ts';
import { isLocalRequest } from './loopback-only.ts';

function bearsToken(c: Context, token: string): boolean {
  const given = Buffer.from(c.req.header('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics for Prometheus: to a scraper on this machine, or anywhere with the bearer token
 * `METRICS_TOKEN` when one is configured. To anyone else it does not exist (404).
 */
export function registerMetrics(app: Hono<AppEnv>, token: string | undefined): void {
  app.get('/metrics', async (c) => {
    if (!isLocalRequest(c) && !(token !== undefined && bearsToken(c, token))) {
      return errorResponse(c, 404, 'NOT_FOUND', { message: `No route for GET ${c.req.path}` });
    }
    return c.body(await metricsText(), 200, { 'content-type': metricsContentType });
  });
}
