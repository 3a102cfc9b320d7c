import type { Pool } from '@wine/platform/db/pool';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { Projection } from '@wine/platform/projections/projection';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import { wishlistRouter } from './http/wishlist-router.ts';
import { WISHLIST_PROJECTION, wishlistProjection } from './projections/wishlist-projection.ts';

export interface WishlistDeps {
  pool: Pool;
  /** Identity's token check: a wishlist is its signed-in owner's. */
  verifier: AccessTokenVerifier;
}

/** Its read models, known without creating it: replay rebuilds them with no context's secrets. */
export const wishlistReadModels: Projection[] = [wishlistProjection];

/** The wishlist context as a process hosts it: its routes and its read model. */
export function createWishlist(deps: WishlistDeps): ContextFace {
  return {
    name: 'wishlist',
    publishes: true,
    routes: [wishlistRouter({ pool: deps.pool, verifier: deps.verifier })],
    // A list read right after a change waits for that change.
    consistentReads: { '/api/wishlist': [WISHLIST_PROJECTION] },
    projections: wishlistReadModels,
  };
}
