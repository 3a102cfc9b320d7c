import { createRoute } from '@hono/zod-openapi';
import { Wishlist, WishlistItem, WishlistWineParams } from '@wine/contracts/wishlist/wishlist';
import type { Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { type AccessTokenVerifier, requireUser } from '@wine/platform/http/auth';
import { callerId } from '@wine/platform/http/caller';
import { createRouter } from '@wine/platform/http/create-router';
import { bearer, errorResponses, json } from '@wine/platform/http/openapi-parts';
import { changeWishlist } from '../app/change-wishlist.ts';
import { WishlistReader } from '../read/wishlist-reader.ts';

export interface WishlistRouterOptions {
  pool: Pool;
  /** Identity's token verifier (createIdentity(...).verifier). */
  verifier: AccessTokenVerifier;
  clock?: () => Date;
}

const tags = ['wishlist'];
// The scheme is registered by identity, which issues the tokens.
const security = bearer;

/** GET, PUT and DELETE of the caller's wishlist; mount with `app.route('/', wishlistRouter(...))`. */
export function wishlistRouter(options: WishlistRouterOptions) {
  const store = new EventStore(options.pool);
  const reader = new WishlistReader(options.pool);
  const clock = options.clock ?? (() => new Date());
  const middleware = [requireUser(options.verifier)];

  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/wishlist',
        operationId: 'getWishlist',
        tags,
        summary: "The caller's saved wines, including what they saved as a guest before signing in",
        security,
        middleware,
        responses: { 200: json(Wishlist, 'Saved wines, most recently saved first'), ...errorResponses(401) },
      }),
      async (c) => c.json({ items: await reader.savedWines(callerId(c)) }, 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/api/wishlist/{wineProductId}',
        operationId: 'addToWishlist',
        tags,
        summary: 'Save a wine (saving it again changes nothing)',
        security,
        middleware,
        request: { params: WishlistWineParams },
        responses: {
          200: json(WishlistItem, 'The wine, with when it was first saved'),
          ...errorResponses([400, 'not a product id'], 401),
        },
      }),
      async (c) => {
        const { wineProductId } = c.req.valid('param');
        const data = { userId: callerId(c), wineProductId };
        const now = clock().toISOString();
        const list = await changeWishlist(store, { type: 'AddWineToWishlist', data, metadata: { now } });
        const mark = list.wines.get(wineProductId);
        return c.json({ wineProductId, addedAt: mark?.status === 'saved' ? mark.addedAt : now }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/api/wishlist/{wineProductId}',
        operationId: 'removeFromWishlist',
        tags,
        summary: 'Remove a wine (removing it again changes nothing)',
        security,
        middleware,
        request: { params: WishlistWineParams },
        responses: { 204: { description: 'Removed' }, ...errorResponses([400, 'not a product id'], 401) },
      }),
      async (c) => {
        const { wineProductId } = c.req.valid('param');
        const data = { userId: callerId(c), wineProductId };
        const metadata = { now: clock().toISOString() };
        await changeWishlist(store, { type: 'RemoveWineFromWishlist', data, metadata });
        return c.body(null, 204);
      },
    );
}
