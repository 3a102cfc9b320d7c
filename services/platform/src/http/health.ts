import { createRoute, z } from '@hono/zod-openapi';
import type { Logger } from '../observability/logger.ts';
import { createRouter } from './create-router.ts';

/** Resolves when the dependency answers; may use the signal to stop waiting once it fires. */
export type HealthCheck = (signal: AbortSignal) => Promise<void>;
export type HealthChecks = Record<string, HealthCheck>;

const HealthReport = z
  .object({
    status: z.enum(['ok', 'error']),
    checks: z.record(z.string(), z.enum(['ok', 'error'])),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .openapi('HealthReport');

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and dependency health',
  tags: ['platform'],
  responses: {
    200: { description: 'Every check passed', content: { 'application/json': { schema: HealthReport } } },
    503: {
      description: 'At least one check failed',
      content: { 'application/json': { schema: HealthReport } },
    },
  },
});

/** The failure message, or undefined when the check passed in time. */
async function probe(check: HealthCheck, timeoutMs: number): Promise<string | undefined> {
  // A hung dependency must not hang the probe: the orchestrator's own timeout would then
  // report the service dead rather than which dependency is at fault.
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([check(abort.signal), timedOut]);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /health: runs every check in parallel; 200 when all pass, 503 naming the failing ones. */
export function healthRoutes(checks: HealthChecks, timeoutMs: number, logger: Logger) {
  return createRouter().openapi(healthRoute, async (c) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => ({ name, failure: await probe(check, timeoutMs) })),
    );
    const checksByName = Object.fromEntries(
      results.map(({ name, failure }) => [
        name,
        failure === undefined ? ('ok' as const) : ('error' as const),
      ]),
    );
    const errors = Object.fromEntries(
      results.flatMap(({ name, failure }) => (failure === undefined ? [] : [[name, failure]])),
    );
    if (Object.keys(errors).length === 0) return c.json({ status: 'ok' as const, checks: checksByName }, 200);
    logger.warn({ errors }, 'health check failed');
    return c.json({ status: 'error' as const, checks: checksByName, errors }, 503);
  });
}
