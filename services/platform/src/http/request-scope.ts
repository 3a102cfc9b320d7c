import type { MiddlewareHandler } from 'hono';
import { runWithContext } from '../observability/request-context.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Runs the rest of the request inside `runWithContext`, so log lines and appended events
 * carry its correlation id without handlers passing it along.
 */
export function requestScope(): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    runWithContext(
      { correlationId: c.get('correlationId'), requestId: c.get('requestId'), region: c.get('region') },
      next,
    );
}
