import { dropProjection } from '@wine/catalog/projections/drop/drop-projection';
import { shopProjection } from '@wine/catalog/projections/shop/shop-projection';
import { identityProjections } from '@wine/identity/projections/identity-projections';
import { orderHistoryProjection } from '@wine/orders/projections/order-history-projection';
import { ordersCatalogProjection } from '@wine/orders/projections/orders-catalog-projection';
import { streamHeads } from '@wine/platform/projections/operational/stream-heads';
import type { Projection } from '@wine/platform/projections/projection';
import { wishlistProjection } from '@wine/wishlist/projections/wishlist-projection';

/** Every bounded context; each publishes to `<context>.events`. */
export const CONTEXTS = [
  'catalog',
  'identity',
  'orders',
  'payments',
  'festival',
  'reviews',
  'content',
  'wishlist',
];

/** Every read model this deployment builds: what the workers run and what replay can rebuild. */
export const projections: Projection[] = [
  streamHeads(CONTEXTS),
  shopProjection,
  dropProjection,
  ...identityProjections,
  wishlistProjection,
  ordersCatalogProjection,
  orderHistoryProjection,
];
