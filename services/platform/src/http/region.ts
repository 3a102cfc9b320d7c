import { REGION_HEADER, Region, regionOrDefault } from '@wine/contracts/region';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-response.ts';

/**
 * Notes the request's region from `x-region` (default GB, any letter case), or answers why not.
 * An unknown region is refused rather than defaulted: serving GB prices to another market would
 * be wrong. It is a 400 VALIDATION_ERROR, the code the spec's clients map every 400 to.
 */
export function regionRefusal(c: Context<AppEnv>): Response | undefined {
  const resolved = regionOrDefault(c.req.header(REGION_HEADER)?.trim().toUpperCase());
  if (resolved === undefined) {
    return errorResponse(c, 400, 'VALIDATION_ERROR', {
      message: 'Unknown region',
      details: { header: REGION_HEADER, allowed: Region.options },
    });
  }
  c.set('region', resolved);
  return undefined;
}
