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

const Liveness = z.object({ status: z.literal('ok') }).openapi('Liveness');

const liveRoute = createRoute({
  method: 'get',
  path: '/health/live',
  operationId: 'getLiveness',
  security: [],
  summary: 'The process runs (its event loop answers); never looks at a dependency',
  tags: ['platform'],
  responses: {
    200: { description: 'Alive', content: { 'application/json': { schema: Liveness } } },
  },
});

// /health is what it always was; /health/ready is the same report under the name orchestrators use.
const reportOperationIds = { '/health': 'getHealth', '/health/ready': 'getReadiness' } as const;
const reportRoute = (path: keyof typeof reportOperationIds) =>
  createRoute({
    method: 'get',
    path,
    operationId: reportOperationIds[path],
    security: [],
    summary: 'Ready: every dependency answers (503 names the missing ones)',
    tags: ['platform'],
    responses: reportResponses,
  });

const reportResponses = {
  200: { description: 'Every check passed', content: { 'application/json': { schema: HealthReport } } },
  503: {
    description: 'At least one check failed',
    content: { 'application/json': { schema: HealthReport } },
  },
} as const;

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

/** Every check run in parallel: each one's verdict, and the failures' messages. */
export async function readiness(checks: HealthChecks, timeoutMs: number) {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => ({ name, failure: await probe(check, timeoutMs) })),
  );
  const checksByName = Object.fromEntries(
    results.map(({ name, failure }) => [name, failure === undefined ? ('ok' as const) : ('error' as const)]),
  );
  const errors = Object.fromEntries(
    results.flatMap(({ name, failure }) => (failure === undefined ? [] : [[name, failure]])),
  );
  return { checks: checksByName, errors };
}

/**
 * GET /health/live: 200 while the process runs. GET /health/ready (and /health): runs every
 * check in parallel; 200 when all pass, 503 naming the failing ones.
 */
export function healthRoutes(checks: HealthChecks, timeoutMs: number, logger: Logger) {
  const report = async () => {
    const { checks: checksByName, errors } = await readiness(checks, timeoutMs);
    // Probes come every few seconds: an outage is logged once by whoever noticed it, not here.
    if (Object.keys(errors).length > 0) logger.debug({ errors }, 'not ready');
    return { checks: checksByName, errors };
  };
  const router = createRouter().openapi(liveRoute, (c) => c.json({ status: 'ok' as const }, 200));
  for (const path of ['/health', '/health/ready'] as const) {
    router.openapi(reportRoute(path), async (c) => {
      const { checks: checksByName, errors } = await report();
      if (Object.keys(errors).length === 0)
        return c.json({ status: 'ok' as const, checks: checksByName }, 200);
      return c.json({ status: 'error' as const, checks: checksByName, errors }, 503);
    });
  }
  return router;
}
