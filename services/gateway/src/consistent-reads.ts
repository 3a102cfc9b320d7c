import type { OpenAPIHono } from '@hono/zod-openapi';
import { DROP_PROJECTION } from '@wine/catalog/projections/drop/drop-projection';
import { SHOP_PROJECTION } from '@wine/catalog/projections/shop/shop-projection';
import { CLUB_MEMBERS } from '@wine/identity/projections/club-members';
import { membershipFromSubscription } from '@wine/identity/reactions/membership-from-subscription';
import { ORDER_HISTORY_PROJECTION } from '@wine/orders/projections/order-history-projection';
import type { AppEnv } from '@wine/platform/http/app-env';
import { consistentReads } from '@wine/platform/http/consistent-reads';
import type { ReadModelProgress } from '@wine/platform/projections/read-model-progress';
import { WISHLIST_PROJECTION } from '@wine/wishlist/projections/wishlist-projection';

/** Who is a member: the subscription's news reaches the member read model through identity's reactor. */
const membership = [membershipFromSubscription.name, CLUB_MEMBERS];

/**
 * The reads that honour `x-min-position`, and the read models each serves from, in the order
 * the news travels to them. A price depends on membership, so the shop waits for it too.
 */
export const readModelsOfReads: Record<string, readonly string[]> = {
  '/fn/getCustomerOrdersV2': [ORDER_HISTORY_PROJECTION],
  '/fn/getCustomerOrdersByUser': [ORDER_HISTORY_PROJECTION],
  '/api/auth/member-check': membership,
  // A renewed session's user says whether they are a member.
  '/api/auth/refresh': membership,
  '/fn/getUserData': membership,
  '/api/mobile-app/shop': [...membership, SHOP_PROJECTION],
  '/api/mobile-app/shop/search': [...membership, SHOP_PROJECTION],
  '/fn/getWineProductDto': [...membership, SHOP_PROJECTION],
  '/fn/getDropsV2': [...membership, DROP_PROJECTION],
  '/api/wishlist': [WISHLIST_PROJECTION],
};

/** Mounted before the routes, on the gateway and on the tests that compose it. */
export function mountConsistentReads(app: OpenAPIHono<AppEnv>, progress: ReadModelProgress): void {
  for (const [path, readModels] of Object.entries(readModelsOfReads)) {
    app.use(path, consistentReads(progress, readModels));
  }
}
