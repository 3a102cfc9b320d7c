import { CONSISTENCY_TOKEN_HEADER } from '@wine/contracts/consistency';
import type { Context } from 'hono';
import { runWithContext } from '../observability/request-context.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Runs the rest of the request inside `runWithContext`, so log lines and appended events
 * carry its correlation id without handlers passing it along. An answer to a request that
 * appended events carries the last one's position as its consistency token.
 */
export function inRequestScope(c: Context<AppEnv>, rest: () => Promise<void>): Promise<void> {
  const written = { position: '0' };
  const context = {
    correlationId: c.get('correlationId'),
    requestId: c.get('requestId'),
    region: c.get('region'),
    written,
  };
  return runWithContext(context, rest).then(() => {
    if (written.position !== '0') c.header(CONSISTENCY_TOKEN_HEADER, written.position);
  });
}
