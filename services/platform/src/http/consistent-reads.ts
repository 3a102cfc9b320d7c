import { CONSISTENCY_HEADER, MIN_POSITION_HEADER } from '@wine/contracts/consistency';
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../errors/domain-error.ts';
import type { ReadModelProgress } from '../projections/read-model-progress.ts';
import type { AppEnv } from './app-env.ts';

const POSITION = /^[1-9][0-9]{0,17}$/;

/**
 * A read that sends `x-min-position` waits, bounded, until `readModels` (in the order the news
 * travels) have reached that position, then answers; past the bound it answers anyway, saying
 * `behind`. A read without the header answers at once.
 */
export function consistentReads(
  progress: ReadModelProgress | undefined,
  readModels: readonly string[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const position = c.req.header(MIN_POSITION_HEADER);
    if (position === undefined || progress === undefined) return next();
    if (!POSITION.test(position)) {
      throw new DomainError('VALIDATION_ERROR', 'Validation failed', 400, [
        {
          path: ['headers', MIN_POSITION_HEADER],
          message: 'must be a consistency token (a positive integer)',
        },
      ]);
    }
    const reached = await progress.waitFor(readModels, position);
    await next();
    c.header(CONSISTENCY_HEADER, reached ? 'reached' : 'behind');
  };
}
