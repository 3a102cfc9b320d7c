import { analyticsConfigSchema } from '@wine/analytics/analytics-config';
import { createAnalytics } from '@wine/analytics/create-analytics';
import { createCatalog } from '@wine/catalog/create-catalog';
import { createContent } from '@wine/content/create-content';
import { createFestival } from '@wine/festival/create-festival';
import { createIdentity } from '@wine/identity/create-identity';
import { createMessaging } from '@wine/messaging/create-messaging';
import { createOrders, type Orders } from '@wine/orders/create-orders';
import { createPayments } from '@wine/payments/create-payments';
import { EventBus } from '@wine/platform/bus/kafka';
import { type Env, loadConfig } from '@wine/platform/config/load-config';
import type { Pool } from '@wine/platform/db/pool';
import type { AccessTokenVerifier } from '@wine/platform/http/auth';
import type { Logger } from '@wine/platform/observability/logger';
import { streamHeads } from '@wine/platform/projections/operational/stream-heads';
import type { ContextFace } from '@wine/platform/runtime/context-face';
import { createReviews } from '@wine/reviews/create-reviews';
import { createWishlist } from '@wine/wishlist/create-wishlist';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from './gateway-config.ts';
import type { Runners } from './roles.ts';

export interface ContextsDeps {
  config: GatewayConfig;
  pool: Pool;
  redis: Redis;
  logger: Logger;
  /** Where the analytics context reads its own variables (default: the process's environment). */
  env?: Env;
}

export interface Contexts {
  /** Every context this deployment hosts, in the order their routes are mounted. */
  faces: ContextFace[];
  /** Identity's token check: the bearer check in front of every face's `routes`. */
  verifier: AccessTokenVerifier;
}

/**
 * The registry: each context's face, created with the ports it takes from the others. Adding a
 * context is a line here (docs/adding-a-context.md); its topic, runners, routes and reads follow.
 */
export async function createContexts(deps: ContextsDeps): Promise<Contexts> {
  const { config, pool, redis, logger } = deps;
  const identity = createIdentity({ config, pool, redis, logger, customerMailFrom: ['orders', 'messaging'] });
  const { verifier, viewerOf } = identity;
  // Orders charges and refunds through payments' Stripe adapter; what Stripe reports on its own
  // reaches orders as payments' events (orders-follow-payments), never as a call.
  const payments = await createPayments({ config, pool, logger, verifier });
  const orders: Orders = await createOrders({
    config,
    pool,
    logger,
    verifier,
    viewerOf,
    payments: payments.provider,
  });
  const bus =
    config.EVENT_BUS === 'kafka'
      ? new EventBus({ brokers: config.KAFKA_BROKERS, clientId: `${config.SERVICE_NAME}-analytics`, logger })
      : undefined;
  const analytics = createAnalytics({
    pool,
    redis,
    logger,
    config: loadConfig(analyticsConfigSchema, deps.env ?? process.env),
    schemaBaseUrl: config.SCHEMA_BASE_URL,
    ...(bus ? { bus } : {}),
  });
  return {
    verifier,
    faces: [
      createCatalog({ pool, redis, viewerOf, viewerReadModels: identity.viewerReadModels }),
      identity,
      analytics,
      createWishlist({ pool, verifier }),
      createReviews({ pool, redis, verifier }),
      createFestival({ pool, redis, verifier, config, logger, payments: payments.provider }),
      createContent({ pool, siteUrl: config.WEB_APP_URL }),
      orders,
      payments,
      // The support form, and the messages customers choose: identity mails them (its sender, for
      // the form's typed addresses; CustomerMessageRequested, for customers' proved ones).
      createMessaging({ config, pool, logger, verifier, mailer: identity.email }),
    ],
  };
}

/** The contexts that keep streams in the event store, each published to `<name>.events`. */
export const contextNames = (faces: readonly ContextFace[]): string[] =>
  faces.filter((face) => face.publishes).map((face) => face.name);

/** Every read model, workflow and effect of the registered contexts, and the log's stream heads. */
export function runnersOf(faces: readonly ContextFace[]): Runners {
  return {
    projections: [streamHeads(contextNames(faces)), ...faces.flatMap((face) => face.projections ?? [])],
    workflows: faces.flatMap((face) => face.workflows ?? []),
    effects: faces.flatMap((face) => face.effects ?? []),
  };
}
