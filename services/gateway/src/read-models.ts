import { catalogReadModels } from '@wine/catalog/create-catalog';
import { contentReadModels } from '@wine/content/create-content';
import { festivalReadModels } from '@wine/festival/create-festival';
import { identityReadModels } from '@wine/identity/create-identity';
import { messagingReadModels } from '@wine/messaging/create-messaging';
import { ordersReadModels } from '@wine/orders/create-orders';
import { streamHeads } from '@wine/platform/projections/operational/stream-heads';
import type { Projection } from '@wine/platform/projections/projection';
import { reviewsReadModels } from '@wine/reviews/create-reviews';
import { wishlistReadModels } from '@wine/wishlist/create-wishlist';

/** The contexts that keep streams in the event store, in the registry's order, with their read models. */
const publishing: { name: string; readModels: Projection[] }[] = [
  { name: 'catalog', readModels: catalogReadModels },
  { name: 'identity', readModels: identityReadModels },
  { name: 'wishlist', readModels: wishlistReadModels },
  { name: 'reviews', readModels: reviewsReadModels },
  { name: 'festival', readModels: festivalReadModels },
  { name: 'content', readModels: contentReadModels },
  { name: 'orders', readModels: ordersReadModels },
  { name: 'payments', readModels: [] },
  { name: 'messaging', readModels: messagingReadModels },
];

/**
 * Every read model the registered contexts run, known without creating them: replay rebuilds
 * them from the stores alone (Postgres, Redis, Kafka), never asking for a context's secrets
 * (Stripe, SMTP, the courier). contexts.int.test.ts checks it is what createContexts runs.
 */
export function readModels(): Projection[] {
  return [streamHeads(publishing.map((context) => context.name)), ...publishing.flatMap((c) => c.readModels)];
}
