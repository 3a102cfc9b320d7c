import { userOf } from '@wine/platform/http/auth';
import type { Context } from 'hono';

/**
 * Whether the caller may see investment wines in search and on learning pages: spec section 6
 * keeps them for signed-in people, as the shop does (`assertSignedIn`). A guest's token, or
 * none, sees the rest of the catalogue. The gateway's bearer check (optionalUser) ran before.
 */
export function seesInvestment(c: Context): boolean {
  const user = userOf(c);
  return user !== undefined && user !== null && !user.isAnonymous;
}
